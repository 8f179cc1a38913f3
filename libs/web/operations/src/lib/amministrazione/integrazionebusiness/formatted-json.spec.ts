import { jsonText } from './formatted-json';

describe('jsonText', () => {
  it('pretty-prints objects and JSON text with a two-space indent', () => {
    expect(jsonText({ a: [1, { b: 'c' }] })).toBe('{\n  "a": [\n    1,\n    {\n      "b": "c"\n    }\n  ]\n}');
    expect(jsonText('{"x":1}')).toBe('{\n  "x": 1\n}');
  });

  it('shows text that is not JSON as it is, and nothing for no value', () => {
    expect(jsonText('non json')).toBe('non json');
    expect(jsonText(null)).toBe('');
    expect(jsonText(undefined)).toBe('');
  });
});
