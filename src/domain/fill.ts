/** A template with its `{name}` placeholders filled; an unknown placeholder is left as it is. Pure. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
