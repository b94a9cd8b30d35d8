import { Fragment } from 'react';

/** A page path that may wrap after each slash on narrow screens, e.g. "/city/" + "greenwich". */
export function PagePath({ path }: { path: string }) {
  const parts = path.split(/(?<=\/)/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
