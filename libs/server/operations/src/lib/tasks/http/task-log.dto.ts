import { IsOptional, IsString } from 'class-validator';

export const MESSAGGIO_ID_TASK = 'Il parametro idTask è obbligatorio e deve essere un id valido';

/** GET gesantasklog?idTask= (the id is checked by parseId). */
export class TaskLogQueryDto {
  @IsOptional()
  @IsString({ message: MESSAGGIO_ID_TASK })
  idTask?: string;
}
