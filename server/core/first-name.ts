/** The first word of a person's name, as a greeting or a calendar entry uses it ("Jordan" of "Jordan  Avery"). */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;
