/** Resolves once the server on `port` answers /healthz; throws after `timeoutMs`. */
export async function waitForServer(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

/** POSTs lead `i` with the message "`label` lead `i`"; true when the server acknowledged it. */
export function submitTestLead(port: number, label: string, i: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify({
      name: `Test homeowner ${i}`,
      email: `lead${i}@example.com`,
      phone: '203-555-0100',
      zip: '06880',
      rooms: ['Pantry'],
      message: `${label} lead ${i}`,
    }),
  }).then(
    async (res) => res.ok && ((await res.json()) as { success?: boolean }).success === true,
    () => false,
  );
}
