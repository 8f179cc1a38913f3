import type { Sezione } from '@registro/contracts';
import { BadRequestError } from '@registro/server-platform';
import { InvalidGruppoData, gruppoFromForm } from '../../domain/group.aggregate';
import type { GroupCreatedData } from '../../domain/group.events';
import type { SaveGruppoDto } from './save-gruppo.dto';

/** The group the form describes, or 400 with every problem (unknown entries, sections, permissions). */
export function validGruppo(dto: SaveGruppoDto, sezioni?: Sezione[]): GroupCreatedData {
  try {
    return gruppoFromForm(dto, sezioni);
  } catch (e) {
    if (e instanceof InvalidGruppoData) throw new BadRequestError(e.errori);
    throw e;
  }
}
