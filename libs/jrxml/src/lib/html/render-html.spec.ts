import type { PrintElement, PrintImage } from '../print';
import { cssFontFamily, cssLineHeight } from './font-families';
import { sanitizeHtmlMarkup } from './html-markup';
import { renderHtml } from './render-html';
import { box, document, noPen, pen, text } from './test-documents';

const pixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function image(dataUrl: string | undefined): PrintImage {
  return {
    kind: 'image',
    x: 10,
    y: 20,
    width: 100,
    height: 50,
    mode: 'Transparent',
    forecolor: '#000000',
    backcolor: '#FFFFFF',
    dataUrl,
    scaleImage: 'RetainShape',
    hImageAlign: 'Center',
    vImageAlign: 'Bottom',
    box: box(),
  };
}

function html(...elements: PrintElement[]): string {
  return renderHtml(document([elements]));
}

describe('renderHtml', () => {
  it('makes one page box per page and an @page rule of the report size', () => {
    const output = renderHtml(document([[], [], []], 842, 595));
    expect(output.match(/<div class="p">/g)).toHaveLength(3);
    expect(output).toContain('@page{size:842pt 595pt;margin:0}');
    expect(output).toContain('.p{position:relative;width:842pt;height:595pt;');
  });

  it('renders no page for a report without pages', () => {
    expect(renderHtml(document([]))).not.toContain('class="p"');
  });

  it('positions elements in points and paints opaque backgrounds', () => {
    const output = html(
      text('A', 10.5, 20, 30, 40, { mode: 'Opaque', backcolor: '#FF0000' }),
    );
    expect(output).toContain(
      'left:10.5pt;top:20pt;width:30pt;height:40pt;color:#000000;background-color:#FF0000',
    );
    expect(html(text('A', 0, 0, 1, 1, { backcolor: '#FF0000' }))).not.toContain(
      'background-color',
    );
  });

  it('escapes text and keeps its line breaks as paragraphs', () => {
    const output = html(
      text('<script>alert(1)</script> & "x"\n\nend', 0, 0, 100, 100),
    );
    expect(output).not.toContain('<script>');
    expect(output).toContain(
      '<div>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;</div><div><br></div><div>end</div>',
    );
  });

  it('writes font, alignment, decoration and line spacing', () => {
    const output = html(
      text('A', 0, 0, 100, 20, {
        font: {
          name: 'Arial',
          size: 12,
          bold: true,
          italic: true,
          underline: true,
          strikeThrough: true,
        },
        hTextAlign: 'Right',
        vTextAlign: 'Bottom',
      }),
    );
    expect(output).toContain(
      'font-family:&quot;Liberation Sans&quot;;font-size:12pt;font-weight:bold;font-style:italic',
    );
    expect(output).toContain('text-decoration:underline line-through');
    expect(output).toContain('text-align:right;justify-content:flex-end');
  });

  it('places the text area inside the padding and draws centred borders', () => {
    const output = html(
      text('A', 0, 0, 100, 40, {
        box: { ...box(2, pen(1, 'Dashed')), leftPadding: 5 },
      }),
    );
    expect(output).toContain(
      'class="c" style="left:5pt;top:2pt;width:93pt;height:36pt"',
    );
    expect(output).toContain(
      'top:-0.5pt;left:-0.5pt;width:101pt;height:0;border-top:1pt dashed #000000',
    );
    expect(output).toContain(
      'left:99.5pt;top:0;height:40pt;width:0;border-right:1pt dashed #000000',
    );
    expect(html(text('A', 0, 0, 100, 40))).not.toContain('class="b"');
  });

  it('rotates the text area for Left and Right rotation', () => {
    const left = html(text('A', 0, 0, 20, 100, { rotation: 'Left' }));
    expect(left).toContain(
      'width:100pt;height:20pt;transform:translateY(100pt) rotate(-90deg)',
    );
    const right = html(text('A', 0, 0, 20, 100, { rotation: 'Right' }));
    expect(right).toContain(
      'width:100pt;height:20pt;transform:translateX(20pt) rotate(90deg)',
    );
  });

  it('links only web and mail addresses', () => {
    expect(
      html(
        text('A', 0, 0, 9, 9, { hyperlink: 'https://example.org/?a=1&b=2' }),
      ),
    ).toContain('<a href="https://example.org/?a=1&amp;b=2">');
    expect(
      html(text('A', 0, 0, 9, 9, { hyperlink: 'javascript:alert(1)' })),
    ).not.toContain('<a ');
  });

  it('refuses colours and font names that are not plain values', () => {
    const output = html(
      text('A', 0, 0, 9, 9, {
        forecolor: 'red;background:url(http://x)',
        font: {
          name: 'x";}</style><script>',
          size: 9,
          bold: false,
          italic: false,
          underline: false,
          strikeThrough: false,
        },
      }),
    );
    expect(output).not.toContain('url(');
    expect(output).not.toContain('<script>');
    expect(output).toContain('color:#000000');
  });

  it('maps Java logical fonts and common PDF fonts to installed families', () => {
    expect(cssFontFamily('SansSerif')).toBe('"DejaVu Sans"');
    expect(cssFontFamily('Times New Roman')).toBe('"Liberation Serif"');
    expect(cssFontFamily('Courier')).toBe('"Liberation Mono"');
    expect(cssFontFamily('Open Sans')).toBe(
      '"Open Sans", "DejaVu Sans", sans-serif',
    );
  });

  it('computes line heights from the font metrics', () => {
    const font = {
      name: 'SansSerif',
      size: 10,
      bold: false,
      italic: false,
      underline: false,
      strikeThrough: false,
    };
    const paragraph = {
      lineSpacing: 'Single' as const,
      firstLineIndent: 0,
      leftIndent: 0,
      rightIndent: 0,
      spacingBefore: 0,
      spacingAfter: 0,
    };
    expect(cssLineHeight(font, paragraph)).toBeUndefined();
    expect(cssLineHeight(font, { ...paragraph, lineSpacing: 'Double' })).toBe(
      '23.28pt',
    );
    expect(
      cssLineHeight(font, {
        ...paragraph,
        lineSpacing: 'Fixed',
        lineSpacingSize: 14,
      }),
    ).toBe('14pt');
    expect(
      cssLineHeight(font, {
        ...paragraph,
        lineSpacing: 'AtLeast',
        lineSpacingSize: 5,
      }),
    ).toBe('11.64pt');
  });

  it('draws lines, rounded rectangles and ellipses as SVG', () => {
    const base = {
      mode: 'Opaque' as const,
      forecolor: '#000000',
      backcolor: '#FFEEDD',
    };
    const horizontal = html({
      kind: 'line',
      x: 0,
      y: 0,
      width: 100,
      height: 1,
      ...base,
      direction: 'TopDown',
      pen: pen(1),
    });
    expect(horizontal).toContain(
      '<line x1="0" y1="0.5" x2="100" y2="0.5" stroke="#000000" stroke-width="1"/>',
    );
    const double = html({
      kind: 'line',
      x: 0,
      y: 0,
      width: 100,
      height: 1,
      ...base,
      direction: 'TopDown',
      pen: pen(3, 'Double'),
    });
    expect(double.match(/<line /g)).toHaveLength(2);
    const diagonal = html({
      kind: 'line',
      x: 0,
      y: 0,
      width: 50,
      height: 40,
      ...base,
      direction: 'BottomUp',
      pen: pen(1, 'Dotted'),
    });
    expect(diagonal).toContain(
      'x1="0" y1="40" x2="50" y2="0" stroke="#000000" stroke-width="1" stroke-dasharray="1 1"',
    );
    const rectangle = html({
      kind: 'rectangle',
      x: 0,
      y: 0,
      width: 80,
      height: 40,
      ...base,
      radius: 10,
      pen: pen(2, 'Dashed'),
    });
    expect(rectangle).toContain(
      '<rect x="0" y="0" width="80" height="40" rx="10" ry="10" fill="#FFEEDD" stroke="none"/>',
    );
    expect(rectangle).toContain(
      'fill="none" stroke="#000000" stroke-width="2" stroke-dasharray="10 6"',
    );
    const ellipse = html({
      kind: 'ellipse',
      x: 0,
      y: 0,
      width: 80,
      height: 40,
      ...base,
      mode: 'Transparent',
      pen: noPen,
    });
    expect(ellipse).not.toContain('<ellipse');
  });

  it('nests frame children from the padded corner', () => {
    const output = html({
      kind: 'frame',
      x: 100,
      y: 200,
      width: 300,
      height: 100,
      mode: 'Transparent',
      forecolor: '#000000',
      backcolor: '#FFFFFF',
      box: box(4),
      children: [text('child', 1, 2, 50, 10)],
    });
    expect(output).toMatch(
      /left:100pt;top:200pt;[^"]*"><div class="e" style="left:4pt;top:4pt"><div class="e" style="left:1pt;top:2pt;/,
    );
  });

  it('embeds data-URL images, scaled and aligned, and nothing else', () => {
    const output = html(image(pixel));
    expect(output).toContain(`src="${pixel}"`);
    expect(output).toContain(
      'object-fit:contain;object-position:center bottom',
    );
    expect(html(image('http://example.org/a.png'))).not.toContain('<img');
    expect(html(image('data:text/html;base64,PHNjcmlwdD4='))).not.toContain(
      '<img',
    );
    expect(html(image(undefined))).not.toContain('<img');
  });
});

describe('sanitizeHtmlMarkup', () => {
  it('keeps the formatting tags JasperReports supports', () => {
    expect(
      sanitizeHtmlMarkup('<b>bold</b> <i>it</i><br/><u>u</u> <sup>2</sup>'),
    ).toBe('<b>bold</b> <i>it</i><br><u>u</u> <sup>2</sup>');
  });

  it('rebuilds font tags from checked attribute values', () => {
    expect(
      sanitizeHtmlMarkup(
        '<font face="Arial" color="#ff0000" size="4">x</font>',
      ),
    ).toBe(
      '<span style="font-family:&quot;Liberation Sans&quot;;color:#ff0000;font-size:14pt">x</span>',
    );
    expect(
      sanitizeHtmlMarkup('<font color="red;background:url(x)">x</font>'),
    ).toBe('<span style="">x</span>');
  });

  it('drops other tags and attributes, keeps entities and escapes stray characters', () => {
    expect(
      sanitizeHtmlMarkup(
        '<script>alert(1)</script><b onclick="x()">a &amp; b < c</b><img src=x onerror=y>',
      ),
    ).toBe('alert(1)<b>a &amp; b &lt; c</b>');
  });

  it('closes what the source leaves open and ignores stray closing tags', () => {
    expect(sanitizeHtmlMarkup('</i><b><i>x</b> y')).toBe('<b><i>x</i></b> y');
  });
});
