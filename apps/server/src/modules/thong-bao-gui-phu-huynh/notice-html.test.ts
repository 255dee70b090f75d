import { describe, expect, it } from 'vitest';
import { sanitizeNoticeHtml, textOfNoticeHtml } from './notice-html';

/** Classic vectors (OWASP's filter-evasion cheat sheet and friends). */
const XSS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onclick="alert(1)" onmouseover=alert(2)>x</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<<script>alert(1);//<</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<p title="</p><img src=x onerror=alert(1)>">x</p>',
  "<a href='x' onfocus='alert(1)' autofocus>x</a>",
  '<template><img src=x onerror=alert(1)></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '"><img src=x onerror=alert(1)>',
  '<img src=x onerror=alert(1)',
  '<a href="https://ok.example" onclick="alert(1)">ok</a>',
];

const ALLOWED_TAG = /^<\/?(p|br|b|strong|i|em|u|s|ul|ol|li|a|h3|h4|blockquote|span|div)>$/;
const SAFE_LINK = /^<a href="(https?:|mailto:)[^"<>]*" target="_blank" rel="noopener noreferrer nofollow">$/;

/**
 * Inert: a browser makes an element only from `<` followed by a letter or `/`; every such place in the output must be
 * an allow-listed tag without attributes, or a link to an http(s)/mailto address with the fixed attributes.
 */
function expectInert(html: string) {
  for (const m of html.matchAll(/<[^>]*>?/g)) {
    expect(ALLOWED_TAG.test(m[0]) || SAFE_LINK.test(m[0]), `unexpected markup ${m[0]} in ${html}`).toBe(true);
  }
  expect(html).not.toMatch(/<(script|img|svg|iframe|style|object|embed|form|meta|link|base|math)\b/i);
  // Handlers and scripts may survive only as visible text (escaped), never inside a tag.
  for (const tag of html.match(/<[^>]*>/g) ?? []) expect(tag).not.toMatch(/\son\w+=|javascript:/i);
}

describe('notice HTML sanitiser (allow-list)', () => {
  it.each(XSS)('renders %s inert', (input) => {
    const out = sanitizeNoticeHtml(input);
    expectInert(out);
    // Sanitising its own output changes nothing more.
    expect(sanitizeNoticeHtml(out)).toBe(out);
  });

  it('keeps the formatting a teacher uses and safe links', () => {
    const input =
      '<p>Kính gửi <b>phụ huynh</b>,</p><ul><li><em>Thứ Hai</em>: họp lớp</li></ul>' +
      '<p><a href="https://hpl.edu.vn/lich">Lịch</a> &amp; <u>ghi chú</u><br>hết</p>';
    expect(sanitizeNoticeHtml(input)).toBe(
      '<p>Kính gửi <b>phụ huynh</b>,</p><ul><li><em>Thứ Hai</em>: họp lớp</li></ul>' +
        '<p><a href="https://hpl.edu.vn/lich" target="_blank" rel="noopener noreferrer nofollow">Lịch</a> &amp; ' +
        '<u>ghi chú</u><br>hết</p>',
    );
  });

  it('escapes text, drops unknown tags but keeps their text, and closes what was left open', () => {
    expect(sanitizeNoticeHtml('a < b && c > d')).toBe('a &lt; b &amp;&amp; c &gt; d');
    expect(sanitizeNoticeHtml('<font color=red>đỏ</font>')).toBe('đỏ');
    expect(sanitizeNoticeHtml('<p><b>mở')).toBe('<p><b>mở</b></p>');
    expect(sanitizeNoticeHtml('<script>x</script>')).toBe('');
    expect(textOfNoticeHtml(sanitizeNoticeHtml('<p>Một</p><p>Hai &amp; ba</p>'))).toBe('Một\nHai & ba');
  });
});
