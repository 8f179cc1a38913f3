import { IsInt, IsString, MaxLength } from 'class-validator';

/** POST dataanalysisdatabaseinfo/eseguiquery (and eseguianaliticquery): the editor's SQL on screen, not yet saved. */
export class RunAnalysisSqlDto {
  @IsInt({ message: 'Il campo Data Source è obbligatorio' })
  idDatasource!: number;

  @IsString({ message: 'La query è vuota' })
  @MaxLength(100_000, { message: 'La query deve contenere al massimo 100000 caratteri' })
  sql!: string;
}
