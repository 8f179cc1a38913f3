import { IsOptional, IsString } from 'class-validator';

/** GET wincareold/contatori?dataDal=&dataAl= (epoch ms, each optional; read by the controller's dataMs). */
export class CountersQueryDto {
  @IsOptional()
  @IsString({ message: 'Il parametro dataDal deve essere una data in millisecondi' })
  dataDal?: string;

  @IsOptional()
  @IsString({ message: 'Il parametro dataAl deve essere una data in millisecondi' })
  dataAl?: string;
}
