import { business, telHref } from '../../../shared/business';
import type { FormField, PublicForm } from '../../../shared/public-forms';
import { formValues } from './form-post';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Every value written into the page goes through this, attribute or text. */
export const escapeHtml = (value: unknown) => String(value).replace(/[&<>"']/g, (c) => entities[c] ?? c);

const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const asList = (value: unknown) => (Array.isArray(value) ? value.map(asText) : []);
const optionLabel = (field: FormField, option: string) =>
  field.kind === 'radios' && field.name === 'rating' ? `${option} ${option === '1' ? 'star' : 'stars'}` : option;

function errorLine(id: string, errors: string[] | undefined): string {
  return errors?.length ? `<strong id="${id}-error">${errors.map(escapeHtml).join(' ')}</strong>` : '';
}

function fieldHtml(field: FormField, value: unknown, errors: string[] | undefined): string {
  const id = `field-${field.name}`;
  const invalid = errors?.length ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const error = errorLine(id, errors);
  const name = escapeHtml(field.name);
  switch (field.kind) {
    case 'textarea':
      return `<p><label for="${id}">${escapeHtml(field.label)}</label><br><textarea id="${id}" name="${name}" rows="6" maxlength="${field.maxLength}"${invalid}>${escapeHtml(asText(value))}</textarea><br>${error}</p>`;
    case 'checkbox':
      return `<p><input id="${id}" type="checkbox" name="${name}"${value === true ? ' checked' : ''}${invalid}> <label for="${id}">${escapeHtml(field.label)}</label><br>${error}</p>`;
    case 'select': {
      const options = field.options
        .map((o) => `<option${o === value ? ' selected' : ''}>${escapeHtml(o)}</option>`)
        .join('');
      return `<p><label for="${id}">${escapeHtml(field.label)}</label><br><select id="${id}" name="${name}"${invalid}><option value="">Choose</option>${options}</select><br>${error}</p>`;
    }
    case 'checkboxes':
    case 'radios': {
      const chosen = field.kind === 'checkboxes' ? asList(value) : [asText(value)];
      const type = field.kind === 'checkboxes' ? 'checkbox' : 'radio';
      const boxes = field.options
        .map((o, i) => {
          const boxId = `${id}-${i}`;
          const checked = chosen.includes(o) ? ' checked' : '';
          return `<span><input id="${boxId}" type="${type}" name="${name}" value="${escapeHtml(o)}"${checked}> <label for="${boxId}">${escapeHtml(optionLabel(field, o))}</label></span>`;
        })
        .join(' ');
      const described = errors?.length ? ` aria-describedby="${id}-error"` : '';
      return `<fieldset${described}><legend>${escapeHtml(field.label)}</legend>${boxes}<br>${error}</fieldset>`;
    }
    default:
      return `<p><label for="${id}">${escapeHtml(field.label)}</label><br><input id="${id}" type="${field.kind}" name="${name}" value="${escapeHtml(asText(value))}" maxlength="${field.maxLength}"${invalid}><br>${error}</p>`;
  }
}

/**
 * A hidden field goes back as it came; one that was refused (a plan that cannot be built) is shown
 * with its reason and left out, so "Send again" sends the request without it.
 */
function hiddenHtml({ name, label }: { name: string; label: string }, value: unknown, errors?: string[]): string {
  if (errors?.length) {
    const reasons = errors.map((e) => `${label}: ${e}.`);
    return `<p>${errorLine(`field-${name}`, reasons)} Send again to send your request without it.</p>`;
  }
  const text = asText(value);
  return text ? `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(text)}">` : '';
}

/**
 * The answer to a public form posted without JavaScript that could not be accepted: a plain page
 * (no script, so the CSP holds; its own small stylesheet, client/public/form-error.css) with the reason, each field refilled with what was typed and its
 * own errors beside its label, a button to send it again and a way back to the form.
 */
export function formErrorPage(
  form: PublicForm,
  { error, fieldErrors = {}, body }: { error: string; fieldErrors?: Record<string, string[]>; body: unknown },
): string {
  const values = formValues(form, body);
  const fields = [
    ...form.fields.map((f) => fieldHtml(f, values[f.name], fieldErrors[f.name])),
    ...(form.hidden ?? []).map((field) => hiddenHtml(field, values[field.name], fieldErrors[field.name])),
  ]
    .filter(Boolean)
    .join('\n');
  const title = Object.keys(fieldErrors).length > 0 ? 'Please check the form' : 'Your request was not sent';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(business.name)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/form-error.css">
</head>
<body>
<header><p><a href="/">${escapeHtml(business.name)}</a></p></header>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(error)}</p>
<form method="post" action="${form.action}" novalidate>
<h2>${escapeHtml(form.title)}</h2>
${fields}
<p><button type="submit">Send again</button></p>
</form>
<p><a href="${form.page}">Back to the form</a>, or call us at <a href="${telHref}">${escapeHtml(business.phone.display)}</a>.</p>
</main>
</body>
</html>
`;
}
