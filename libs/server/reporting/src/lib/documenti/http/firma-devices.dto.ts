import { IsOptional, IsString } from 'class-validator';

/** GET digitalsigndevice?tipoFirma=&gestore= (gestore is sent by the web and not used). */
export class FirmaDevicesQueryDto {
  @IsOptional()
  @IsString({ message: 'Il parametro tipoFirma deve essere un testo' })
  tipoFirma?: string;

  @IsOptional()
  @IsString({ message: 'Il parametro gestore deve essere un testo' })
  gestore?: string;
}
