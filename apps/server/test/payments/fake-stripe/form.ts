// Stripe's request bodies are form-encoded with brackets: `line_items[0][price_data][unit_amount]=1000`,
// `metadata[paymentId]=…`. Values stay strings, as the real API receives them.

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export function parseForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const head = /^[^[]+/.exec(name)?.[0];
    if (!head) continue;
    const keys = [head, ...[...name.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!)];
    let node: FormObject | FormValue[] = root;
    keys.forEach((key, i) => {
      const container = node as Record<string, FormValue>;
      if (i === keys.length - 1) {
        container[key] = value;
        return;
      }
      container[key] ??= /^\d+$/.test(keys[i + 1]!) ? [] : {};
      node = container[key] as FormObject | FormValue[];
    });
  }
  return root;
}

/** A string field of a parsed form, or undefined. */
export function str(form: FormValue | undefined, key: string): string | undefined {
  if (!form || typeof form === 'string' || Array.isArray(form)) return undefined;
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
}

export function obj(form: FormValue | undefined, key: string): FormObject | undefined {
  if (!form || typeof form === 'string' || Array.isArray(form)) return undefined;
  const value = form[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

export function list(form: FormValue | undefined, key: string): FormValue[] {
  if (!form || typeof form === 'string' || Array.isArray(form)) return [];
  const value = form[key];
  return Array.isArray(value) ? value : [];
}

/** metadata[...] as Stripe stores it: a flat map of strings. */
export function metadataOf(form: FormValue | undefined): Record<string, string> {
  const metadata = obj(form, 'metadata') ?? {};
  return Object.fromEntries(Object.entries(metadata).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
