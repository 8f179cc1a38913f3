import { QUERY_VUOTA, SOLO_LETTURE, UNA_ISTRUZIONE, singleReadStatement } from './read-only-sql';

describe('singleReadStatement', () => {
  it('accepts one read, without its trailing semicolon', () => {
    expect(singleReadStatement('  SELECT 1 ;  ')).toEqual({ sql: 'SELECT 1' });
    expect(singleReadStatement('-- mese\nwith x as (select 1) select * from x')).toEqual({ sql: '-- mese\nwith x as (select 1) select * from x' });
    expect(singleReadStatement("SELECT ';' AS a, $$;$$ AS b /* ; */")).toEqual({ sql: "SELECT ';' AS a, $$;$$ AS b /* ; */" });
  });

  it('refuses writes, several statements and empty text', () => {
    expect(singleReadStatement('DELETE FROM t')).toEqual({ errori: [SOLO_LETTURE] });
    expect(singleReadStatement('/* x */ drop table t')).toEqual({ errori: [SOLO_LETTURE] });
    expect(singleReadStatement('SELECT 1; DELETE FROM t')).toEqual({ errori: [UNA_ISTRUZIONE] });
    expect(singleReadStatement('update t set a = 1; select 1')).toEqual({ errori: [SOLO_LETTURE, UNA_ISTRUZIONE] });
    expect(singleReadStatement(' ; -- nulla')).toEqual({ errori: [QUERY_VUOTA] });
  });
});
