import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { NumberFilter, PagedQueryDto, TextFilter } from '@registro/server-platform';

export class BarcodeDto {
  @IsString({ message: "Il campo Codice e' OBBLIGATORIO" }) barcode!: string;
  @IsOptional() @IsBoolean({ message: 'Il campo Attivo del barcode deve essere vero o falso' }) attivo?: boolean;
}

/** The price list's numbers (checked with decimals by the service); dataOra is the server's. */
export class ListinoDto {
  @IsOptional() idArticolo?: number | null;
  @IsOptional() dataOra?: string;
  @IsOptional() costoUltimoAcquisto?: number;
  @IsOptional() valoreMedioPonderataGiacenza?: number;
  @IsOptional() prezzoBase?: number;
  @IsOptional() prezzoEsposto?: number;
  @IsOptional() l1?: number;
  @IsOptional() l2?: number;
  @IsOptional() l3?: number;
  @IsOptional() l4?: number;
  @IsOptional() lr1?: number;
  @IsOptional() lr2?: number;
  @IsOptional() lr3?: number;
  @IsOptional() lr4?: number;
}

export class GiacenzaDto {
  @IsIn(['P', 'A'], { message: 'Il tipo della giacenza deve essere P o A' }) tipo!: 'P' | 'A';
  @IsOptional() @IsString() @MaxLength(20) unitaMisura?: string;
  @IsOptional() quantita?: number;
  @IsOptional() @IsString() @MaxLength(200) descrizione?: string;
  @IsOptional() @IsString({ message: 'Le note della giacenza devono essere un testo' }) @MaxLength(2000) note?: string;
}

/**
 * POST/PUT /api/articoli: the article as the editor holds it. codiceFornitore, descrizioneFornitore,
 * descrizioneIva and aliquotaIva are accepted but ignored: the server takes them from the
 * supplier party and the VAT code.
 */
export class ArticoloDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsInt() versione?: number;

  @IsString({ message: 'Il campo Codice è obbligatorio' })
  @MaxLength(50, { message: 'Il campo Codice deve contenere al massimo 50 caratteri' })
  codice!: string;

  @IsString({ message: 'Il campo Descrizione è obbligatorio' })
  @MaxLength(200, { message: 'Il campo Descrizione deve contenere al massimo 200 caratteri' })
  descrizione!: string;

  @IsOptional() @IsInt({ message: 'Il campo Fornitore deve essere un identificativo' }) fornitore?: number | null;
  @IsOptional() codiceFornitore?: string;
  @IsOptional() descrizioneFornitore?: string;

  @IsOptional() @IsBoolean({ message: 'Il campo Esposto a Listino deve essere vero o falso' }) espostoListino?: boolean;
  @IsOptional()
  @IsString({ message: 'Il campo Descrizione Listino deve essere un testo' })
  @MaxLength(200, { message: 'Il campo Descrizione Listino deve contenere al massimo 200 caratteri' })
  descrizioneListino?: string;

  @IsString({ message: 'Il campo I.V.A. è obbligatorio' }) codiceIva!: string;
  @IsOptional() descrizioneIva?: string;
  @IsOptional() aliquotaIva?: number;

  @IsOptional() @IsString({ message: 'Il campo Gruppo deve essere un testo' }) @MaxLength(20) gruppo?: string;
  @IsOptional() @IsString({ message: 'Il campo Marca deve essere un testo' }) @MaxLength(20) marca?: string;
  @IsOptional() @IsString({ message: 'Il campo Unità di Misura deve essere un testo' }) @MaxLength(20) unitaMisura?: string;
  @IsOptional() @IsString({ message: 'Il campo Deposito deve essere un testo' }) @MaxLength(20) deposito?: string;
  @IsOptional() @IsBoolean({ message: 'Il campo Escluso Utile deve essere vero o falso' }) esclusoUtile?: boolean;

  @IsOptional() quantitaConfezione?: number;
  @IsOptional() quantitaSottoCartone?: number;
  @IsOptional() quantitaCartone?: number;
  @IsOptional() quantitaPedana?: number;
  @IsOptional() quantitaScortaMinima?: number;

  @IsOptional() @IsBoolean({ message: 'Il campo Attivo deve essere vero o falso' }) attivo?: boolean;

  @IsOptional()
  @IsArray({ message: 'I barcode devono essere una lista' })
  @ValidateNested({ each: true })
  @Type(() => BarcodeDto)
  listaBarcode?: BarcodeDto[];

  @IsOptional() @ValidateNested() @Type(() => ListinoDto) listino?: ListinoDto;

  @IsOptional()
  @IsArray({ message: 'Le giacenze devono essere una lista' })
  @ValidateNested({ each: true })
  @Type(() => GiacenzaDto)
  listaGiacenze?: GiacenzaDto[];
}

/** GET /api/articoli (spec 3 §2 Articles, §7): the article's code, barcode and description, and its supplier's. */
export class ArticoloFiltersDto extends PagedQueryDto {
  @TextFilter('codice') codice?: string;
  @TextFilter('barcode') barcode?: string;
  @TextFilter('descrizione') descrizione?: string;
  /** the supplier's name */
  @TextFilter('nominativo') nominativo?: string;
  @NumberFilter('fornitore') fornitore?: number;
  /** the supplier party's type (FOR) */
  @TextFilter('codiceTipo') codiceTipo?: string;
  @TextFilter('partitaIva') partitaIva?: string;
  @TextFilter('codiceFiscale') codiceFiscale?: string;
}
