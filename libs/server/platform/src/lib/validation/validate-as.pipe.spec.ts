import { IsInt, IsString } from 'class-validator';
import { ValidateMessageAs } from './validate-as.pipe';

class Saluto {
  @IsString({ message: 'Il nome deve essere un testo' }) nome!: string;
}

class Pagina {
  @IsString({ message: 'Il nome deve essere un testo' }) nome!: string;
  @IsInt({ message: 'La pagina deve essere un numero intero' }) pagina!: number;
}

describe('ValidateMessageAs: a socket.io message checked by the kit', () => {
  it('reads a bare value as the named field and hands the handler the DTO', async () => {
    const letto = await new ValidateMessageAs(Saluto, 'nome').transform('Mario');
    expect(letto).toBeInstanceOf(Saluto);
    expect(letto).toEqual({ nome: 'Mario' });
  });

  it('checks a message that is an object against the DTO itself', async () => {
    expect(await new ValidateMessageAs(Pagina).transform({ nome: 'a', pagina: 2 })).toEqual({ nome: 'a', pagina: 2 });
  });

  it('answers null instead of throwing for what the kit refuses, so the gateway can answer the ack', async () => {
    const bare = new ValidateMessageAs(Saluto, 'nome');
    for (const messaggio of [undefined, null, ['Mario'], { toString: 1 }]) {
      expect(await bare.transform(messaggio)).toBeNull();
    }
    const oggetto = new ValidateMessageAs(Pagina);
    for (const messaggio of ['Mario', { nome: 'a' }, { nome: 'a', pagina: 2, extra: true }]) {
      expect(await oggetto.transform(messaggio)).toBeNull();
    }
  });
});
