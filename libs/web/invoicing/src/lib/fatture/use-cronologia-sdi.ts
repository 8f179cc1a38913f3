import { useQuery } from '@tanstack/react-query';
import { isNew } from '@registro/web-ui';
import { leggiCronologiaSdi } from './notifiche-sdi-api';
import { queryKeys } from '../query-keys';

/** GET documenti/{id}/sdi, under the invoice's own key: what refreshes the invoice refreshes its timeline. */
export function useCronologiaSdi(id: string | undefined) {
  return useQuery({
    queryKey: [...queryKeys.fatture.record(id), 'sdi'],
    queryFn: ({ signal }) => leggiCronologiaSdi(id as string, signal),
    enabled: !isNew(id),
  });
}
