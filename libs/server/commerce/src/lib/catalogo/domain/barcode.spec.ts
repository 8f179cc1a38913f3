import { barcodeProblem, ean13 } from './barcode';

describe('barcodeProblem', () => {
  it('accepts EAN-13, EAN-8 and UPC-A with their check digit', () => {
    expect(barcodeProblem('8001234567897')).toBeNull();
    expect(barcodeProblem('96385074')).toBeNull();
    expect(barcodeProblem('036000291452')).toBeNull();
  });

  it('refuses a wrong check digit in Italian', () => {
    expect(barcodeProblem('8001234567890')).toBe('Il Barcode 8001234567890 ha una cifra di controllo EAN errata');
    expect(barcodeProblem('96385075')).toBe('Il Barcode 96385075 ha una cifra di controllo EAN errata');
    expect(barcodeProblem('036000291453')).toBe('Il Barcode 036000291453 ha una cifra di controllo UPC errata');
  });

  it('treats any other value as Code 128: printable ASCII only, no check digit', () => {
    expect(barcodeProblem('CARTA-A4/80')).toBeNull();
    expect(barcodeProblem('1234567890')).toBeNull();
    expect(barcodeProblem('CARTÀ')).toBe('Il Barcode CARTÀ contiene caratteri non ammessi');
    expect(barcodeProblem('')).toBe('Il campo Barcode è obbligatorio');
  });
});

describe('ean13', () => {
  it('appends the check digit', () => {
    expect(ean13('800123456789')).toBe('8001234567897');
    expect(barcodeProblem(ean13('800000000042'))).toBeNull();
  });
});
