import { describe, expect, it } from 'vitest';
import { sanitizeReportHtml } from './reportContent';

describe('sanitizeReportHtml', () => {
  it('keeps a report table: caption, headers, cells, their alignment and spans', () => {
    const html =
      '<table><caption>Stamps<br><small>From 01/03/2026</small></caption><thead><tr><th scope="col" style="text-align: right">Stamps</th></tr></thead>' +
      '<tbody><tr><td colspan="2" style="text-align:right;">1,204</td></tr></tbody></table>';
    const clean = sanitizeReportHtml(html);
    expect(clean).toContain('<caption>Stamps<br><small>From 01/03/2026</small></caption>');
    expect(clean).toContain('<th scope="col" style="text-align: right">Stamps</th>');
    expect(clean).toContain('<td colspan="2" style="text-align: right">1,204</td>');
  });

  it('removes scripts, event handlers and javascript: URLs', () => {
    const clean = sanitizeReportHtml(
      '<table><tr><td onclick="alert(1)">A<script>alert(2)</script><img src=x onerror="alert(3)"></td></tr></table>' +
        '<a href="javascript:alert(4)">click</a><svg onload="alert(5)"></svg><iframe src="https://evil.test"></iframe>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|onload|javascript:|<img|<a |<svg|<iframe/i);
    expect(clean).toContain('<td>A</td>');
    expect(clean).toContain('click');
  });

  it('loads nothing remote: no images, links, style sheets, or url() in styles', () => {
    const clean = sanitizeReportHtml(
      '<link rel="stylesheet" href="https://evil.test/a.css"><style>body{display:none}</style>' +
        '<td style="background:url(https://evil.test/track.png)">x</td><div style="text-align:right; background:url(x)">y</div>' +
        '<object data="https://evil.test/a.swf"></object><video src="https://evil.test/v.mp4"></video>',
    );
    expect(clean).not.toMatch(/evil\.test|<style|<link|url\(|<object|<video/i);
    expect(clean).not.toContain('display:none');
  });

  it('cannot restyle the page: no class, id, style sheet or position', () => {
    const clean = sanitizeReportHtml(
      '<div class="app-shell" id="main-content" style="position:fixed;inset:0;z-index:9999">Covered</div>' +
        '<form action="https://evil.test"><input name="password"><button>Go</button></form>',
    );
    expect(clean).not.toMatch(/class=|id=|position|z-index|<form|<input|<button/i);
    expect(clean).toContain('Covered');
  });

  it('leaves text as text, however it looks', () => {
    expect(sanitizeReportHtml('<td>&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co</td>')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co',
    );
  });
});
