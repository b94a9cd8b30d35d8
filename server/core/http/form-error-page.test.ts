import { describe, expect, it } from 'vitest';
import { contactForm } from '../../../shared/public-forms';
import { escapeHtml, formErrorPage } from './form-error-page';

describe('formErrorPage', () => {
  it('escapes every value, in text and in attributes', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
    const page = formErrorPage(contactForm, {
      error: 'Please check the form: <b>',
      fieldErrors: { name: ['<img src=x onerror=alert(1)>'] },
      body: { name: '"><script>alert(1)</script>', rooms: ['<Pantry>'], message: '</textarea><script>' },
    });
    expect(page).not.toMatch(/<script|<img|<b>/);
    expect(page).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(page).toContain('&lt;/textarea&gt;&lt;script&gt;</textarea>');
    expect(page).toContain('<p>Please check the form: &lt;b&gt;</p>');
  });

  it('only list fields are read as lists, and an unknown room is never ticked', () => {
    const page = formErrorPage(contactForm, { error: 'x', body: { rooms: 'Attic', name: ['a', 'b'] } });
    expect(page).not.toContain('checked');
    expect(page).toContain('<input id="field-name" type="text" name="name" value=""');
  });
});
