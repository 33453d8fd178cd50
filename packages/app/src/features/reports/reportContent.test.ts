import { describe, expect, it, vi } from 'vitest';
import { renameStyleAttributes, sanitizeReportHtml } from './reportContent';

describe('sanitizeReportHtml', () => {
  it('keeps a report table: caption, headers, cells, their alignment and spans', () => {
    const html =
      '<table><caption>Stamps<br><small>From 01/03/2026</small></caption><thead><tr><th scope="col" style="text-align: right">Stamps</th></tr></thead>' +
      '<tbody><tr><td colspan="2" style="text-align:right;">1,204</td></tr></tbody></table>';
    const clean = sanitizeReportHtml(html);
    expect(clean).toContain('<caption>Stamps<br><small>From 01/03/2026</small></caption>');
    expect(clean).toContain('<th scope="col" data-align="right">Stamps</th>');
    expect(clean).toContain('<td colspan="2" data-align="right">1,204</td>');
  });

  it('hands the browser no style attribute, not even to parse, as the app allows no inline style', () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const clean = sanitizeReportHtml(
      '<table><tr><td STYLE = "text-align:center">a</td><td/style=\'text-align: left\'>b</td>' +
        '<td style=text-align:right>c</td><td style="color: red">d</td></tr></table>',
    );
    expect(parse).toHaveBeenCalled();
    for (const [html] of parse.mock.calls) expect(html).not.toMatch(/[\s/]style\s*=/i);
    expect(clean).not.toMatch(/style/i);
    expect(clean).toContain('<td data-align="center">a</td><td data-align="left">b</td><td data-align="right">c</td>');
    expect(clean).toContain('<td>d</td>');
  });

  it('renames style attributes only, never a value that mentions one', () => {
    expect(renameStyleAttributes('<td title="a > style=b" style="x">style="y"</td>')).toBe(
      '<td title="a > style=b" data-report-style="x">style="y"</td>',
    );
    expect(renameStyleAttributes("<p data-style='1' styles=2 style>text</p>")).toBe(
      "<p data-style='1' styles=2 data-report-style>text</p>",
    );
  });

  it('takes the alignment from the style attribute alone, never from a data-align the server sent', () => {
    const clean = sanitizeReportHtml(
      '<table><tr><td data-align="javascript:alert(1)">a</td><td data-align="right">b</td>' +
        '<td data-align="center" style="text-align: right">c</td></tr></table>',
    );
    expect(clean).toContain('<td>a</td><td>b</td><td data-align="right">c</td>');
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
