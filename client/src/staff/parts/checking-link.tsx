/**
 * The page an e-mailed link opens, while the link is looked up: the page's heading, then that it is
 * being checked or, when the lookup failed, what to do.
 */
export function CheckingLink({ title, checking, failed }: { title: string; checking: string; failed: string | null }) {
  return (
    <>
      <h1 className="text-3xl leading-tight">{title}</h1>
      {failed ? (
        <p role="alert" className="mt-3 text-red-800">
          {failed}
        </p>
      ) : (
        <p role="status" className="mt-3 text-ink-soft">
          {checking}
        </p>
      )}
    </>
  );
}
