import type { PrintElement, PrintImage } from '../print';
import { cssFontFamily, cssLineHeight } from './font-families';
import { sanitizeHtmlMarkup } from './html-markup';
import { styledTextMarkup } from './styled-markup';
import { imageSize } from './image-size';
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
      '.f0{font-family:"Liberation Sans";font-size:12pt;font-weight:bold;font-style:italic',
    );
    expect(output).toContain('text-decoration:underline line-through');
    expect(output).toContain('text-align:right;justify-content:flex-end');
  });

  it('writes each text style once, as a class shared by the texts using it', () => {
    const output = html(
      text('A', 0, 0, 50, 20),
      text('B', 0, 20, 50, 20),
      text('C', 0, 40, 50, 20, { hTextAlign: 'Right' }),
    );
    expect(output.match(/class="c t f0"/g)).toHaveLength(2);
    expect(output).toContain('class="c t f1"');
    expect(output.match(/\.f\d\{/g)).toHaveLength(2);
    expect(output).toContain(
      '.f1{font-family:"Liberation Sans";font-size:10pt;text-align:right}',
    );
  });

  it('places the text area inside the padding and draws centred borders', () => {
    const output = html(
      text('A', 0, 0, 100, 40, {
        box: { ...box(2, pen(1, 'Dashed')), leftPadding: 5 },
      }),
    );
    expect(output).toContain(
      'class="c t f0" style="left:5pt;top:2pt;width:93pt;height:36pt"',
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
    // Logical fonts print as JasperReports' PDF exporter prints them (Helvetica, Times, Courier).
    expect(cssFontFamily('SansSerif')).toBe('"Liberation Sans"');
    expect(cssFontFamily('Serif')).toBe('"Liberation Serif"');
    expect(cssFontFamily('DejaVu Sans')).toBe('"DejaVu Sans"');
    expect(cssFontFamily('ipaexg')).toBe(
      '"IPAexGothic", "DejaVu Sans", sans-serif',
    );
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

  it('paints data-URL images, scaled and aligned, and nothing else', () => {
    const output = html(image(pixel));
    expect(output).toContain(`.i0{background-image:url("${pixel}")}`);
    expect(output).toContain(
      '<div class="i i0" style="left:0pt;top:0pt;width:100pt;height:50pt;background-size:contain;background-position:center bottom"></div>',
    );
    expect(html({ ...image(pixel), scaleImage: 'FillFrame' })).toContain(
      'background-size:100% 100%',
    );
    for (const refused of [
      'http://example.org/a.png',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/png;base64,AAAA")}body{x:url(http://x',
      undefined,
    ]) {
      const other = html(image(refused));
      expect(other).not.toContain('class="i ');
      expect(other).not.toContain('background-image');
    }
  });

  it('writes each image once, however many elements show it', () => {
    const logo = image(pixel);
    const output = renderHtml(document([[logo], [logo, { ...logo, x: 300 }]]));
    expect(output.split(pixel)).toHaveLength(2);
    expect(output.match(/class="i i0"/g)).toHaveLength(3);
  });

  it('clips an image at one point per pixel, aligned in its box', () => {
    // pixel is a 1×1 PNG: drawn 1 pt wide, centred horizontally, at the bottom of the box.
    const output = html({ ...image(pixel), scaleImage: 'Clip' });
    expect(output).toContain(
      'background-size:1pt 1pt;background-position:center bottom',
    );
    expect(imageSize(pixel)).toEqual({ width: 1, height: 1 });
    expect(imageSize('data:image/png;base64,AAAA')).toBeUndefined();
  });
});

describe('measured lines', () => {
  it("prints the filler's lines one per row, unwrapped, one line height each", () => {
    const output = html(
      text('Alfa Bravo Charlie', 0, 0, 40, 60, {
        lines: ['Alfa Bravo', 'Charlie'],
        hTextAlign: 'Justified',
      }),
    );
    // SansSerif 10 pt is measured with DejaVu Sans: 11.64 pt per line.
    expect(output).toContain('line-height:11.64pt');
    expect(output).toContain('white-space:pre');
    expect(output).toContain(
      '<div style="text-align-last:justify">Alfa Bravo</div><div>Charlie</div>',
    );
  });

  it('indents the first line of each paragraph and spaces the text from the top', () => {
    const output = html(
      text('Uno due tre\nquattro', 0, 0, 40, 60, {
        lines: ['Uno due', 'tre', 'quattro'],
        paragraph: {
          lineSpacing: 'Single',
          firstLineIndent: 5,
          leftIndent: 0,
          rightIndent: 0,
          spacingBefore: 3,
          spacingAfter: 0,
        },
      }),
    );
    expect(output).toContain(
      '<div style="text-indent:5pt;margin-top:3pt">Uno due</div><div>tre</div><div style="text-indent:5pt">quattro</div>',
    );
  });

  it('keeps empty lines and escapes the text', () => {
    const output = html(text('a', 0, 0, 40, 60, { lines: ['<b>', '', 'x'] }));
    expect(output).toContain('<div>&lt;b&gt;</div><div><br></div><div>x</div>');
  });

  it('lays out html and styled markup itself even with lines', () => {
    const output = html(
      text('<b>x</b>', 0, 0, 40, 60, { markup: 'html', lines: ['<b>x</b>'] }),
    );
    expect(output).toContain('<div class="h"><b>x</b></div>');
  });
});

describe('styledTextMarkup', () => {
  it('turns <style> attributes into checked CSS', () => {
    expect(
      styledTextMarkup(
        'Totale <style isBold="true" forecolor="#FF0000" size="12" fontName="Arial">€ 10</style>',
      ),
    ).toBe(
      'Totale <span style="font-family:&quot;Liberation Sans&quot;;font-size:12pt;font-weight:bold;color:#FF0000">€ 10</span>',
    );
  });

  it('keeps b, i, u, sup, sub, font, br and list items; drops the rest', () => {
    expect(
      styledTextMarkup(
        '<b>a</b><i>b</i><u>c</u>x<sup>2</sup><br/><li>voce</li><script>y</script><font color="blue" size="9">z</font>',
      ),
    ).toBe(
      '<b>a</b><i>b</i><u>c</u>x<sup>2</sup>\n<span>\u2022 voce</span>y<span style="font-size:9pt;color:blue">z</span>',
    );
  });

  it('refuses values that are not plain and decodes XML entities safely', () => {
    expect(
      styledTextMarkup(
        '<style forecolor="red;x:url(y)" size="1e9">a &lt;b&gt; &amp;</style>',
      ),
    ).toBe('<span style="">a &lt;b&gt; &amp;</span>');
  });

  it('is rendered with the text box keeping line breaks', () => {
    const output = html(
      text('a\n<style isItalic="true">b</style>', 0, 0, 40, 60, {
        markup: 'styled',
      }),
    );
    expect(output).toContain(
      '<div class="h">a\n<span style="font-style:italic">b</span></div>',
    );
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
