import { senzaSpaziAttornoAiValori } from './senza-spazi-attorno-ai-valori';

describe('senzaSpaziAttornoAiValori', () => {
  it('trims leaf values only, keeping the markup and the text inside a value', () => {
    expect(senzaSpaziAttornoAiValori('<A>\n  <Data>  2014-12-18 </Data>\n  <B>Via  Roma 1</B>\n</A>')).toBe('<A>\n  <Data>2014-12-18</Data>\n  <B>Via  Roma 1</B></A>');
    expect(senzaSpaziAttornoAiValori('<A><![CDATA[x]]></A>')).toBe('<A><![CDATA[x]]></A>');
  });
});
