import { DayFilter } from '@registro/server-platform';

/** GET wincareold/contatori?dataDal=&dataAl= (spec 1: timestamps; each optional): days through the date codec, a timestamp read as its day in Rome. */
export class CountDocumentiQueryDto {
  @DayFilter('Data Refertazione Dal') dataDal?: Date;
  @DayFilter('Data Refertazione Al') dataAl?: Date;
}
