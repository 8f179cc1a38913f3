import { testoJson } from './formatted-json';

describe('testoJson', () => {
  it('pretty-prints objects and JSON text with a two-space indent', () => {
    expect(testoJson({ a: [1, { b: 'c' }] })).toBe('{\n  "a": [\n    1,\n    {\n      "b": "c"\n    }\n  ]\n}');
    expect(testoJson('{"x":1}')).toBe('{\n  "x": 1\n}');
  });

  it('shows text that is not JSON as it is, and nothing for no value', () => {
    expect(testoJson('non json')).toBe('non json');
    expect(testoJson(null)).toBe('');
    expect(testoJson(undefined)).toBe('');
  });
});
