import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { changeOrderPdfPath, changeOrderSignPath } from '../../../../shared/api/change-order-paths';
import { formatDayKey } from '../../../../shared/business-time';
import type { ChangeOrder, HomeownerChangeOrders } from '../../../../shared/change-orders/change-order-answers';
import { quantityText, type LineItem } from '../../../../shared/design/pricing';
import { formatDollars } from '../../../../shared/money';
import { buttonVariants } from '../../ui/button';
import { cardVariants } from '../../ui/card';
import { changeOrdersCopy as copy, differenceText } from './change-orders-copy';
import { withToken } from './proposal-api';
import { postWhenValid } from './post-when-valid';
import { SignatureFields } from './signing-fields';
import {
  signChangeOrderSchema,
  type SignChangeOrder,
  type SignChangeOrderInput,
} from '../../../../shared/change-orders/sign-change-order-schema';

const day = (d: string) => formatDayKey(d, 'weekdayYear');

function Lines({ title, lines, sign }: { title: string; lines: LineItem[]; sign: '' | '−' }) {
  if (lines.length === 0) return null;
  return (
    <div className="mt-3">
      <h4 className="font-sans font-semibold text-ink">{title}</h4>
      <ul className="mt-1 grid gap-1 text-ink">
        {lines.map((line, i) => (
          <li key={i} className="flex justify-between gap-4 border-b border-line py-1">
            <span>
              {line.label}
              {quantityText(line)}
            </span>
            <span className="tabular-nums">
              {sign}
              {formatDollars(line.amount * 100)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What a change order changes: the reason, the lines, the money and any moved dates. */
function ChangeOrderFacts({ changeOrder: co }: { changeOrder: ChangeOrder }) {
  return (
    <>
      <p className="mt-2 font-semibold text-ink">{copy.reason}</p>
      <p className="whitespace-pre-line text-ink">{co.reason}</p>
      <Lines title={copy.added} lines={co.lines.added} sign="" />
      <Lines title={copy.removed} lines={co.lines.removed} sign="−" />
      {co.lines.added.length + co.lines.removed.length === 0 ? <p className="mt-3 text-ink">{copy.noLines}</p> : null}
      <dl className="mt-4 grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-ink">
        <dt>{copy.previousTotal}</dt>
        <dd className="text-right tabular-nums">{formatDollars(co.previousTotalCents)}</dd>
        <dt>{copy.difference}</dt>
        <dd className="text-right tabular-nums">{differenceText(co.differenceCents)}</dd>
        <dt className="font-semibold">{copy.newTotal}</dt>
        <dd className="text-right font-semibold tabular-nums">{formatDollars(co.newTotalCents)}</dd>
      </dl>
      {co.startOn ? <p className="mt-2 text-ink">{copy.newStart(day(co.startOn))}</p> : null}
      {co.completeOn ? <p className="mt-1 text-ink">{copy.newCompletion(day(co.completeOn))}</p> : null}
    </>
  );
}

/**
 * Signing a change order as the contract was signed: the typed name, an optional drawn signature
 * (JavaScript on), both consents, and the change order's number and SHA-256 as hidden fields. A
 * plain form post with or without JavaScript (postWhenValid).
 */
function SignChangeOrderForm({
  token,
  changeOrder: co,
  hydrated,
}: {
  token: string;
  changeOrder: ChangeOrder;
  hydrated: boolean;
}) {
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<SignChangeOrderInput, unknown, SignChangeOrder>({
    resolver: zodResolver(signChangeOrderSchema),
    defaultValues: { number: String(co.number), sha256: co.sha256 ?? '', fullName: '', signature: '' },
  });
  const id = (field: string) => `co-${co.number}-${field}`;
  return (
    <form
      method="post"
      action={withToken(changeOrderSignPath, token)}
      onSubmit={hydrated ? postWhenValid(handleSubmit) : undefined}
      noValidate={hydrated}
      className="mt-6 grid max-w-xl gap-4"
      aria-labelledby={id('sign-heading')}
    >
      <input type="hidden" defaultValue={co.number} {...register('number')} />
      <input type="hidden" defaultValue={co.sha256 ?? ''} {...register('sha256')} />
      {hydrated ? <input type="hidden" {...register('signature')} /> : null}
      <h4 id={id('sign-heading')} className="font-sans text-lg font-semibold">
        {copy.signHeading(co.label)}
      </h4>
      <SignatureFields id={id} hydrated={hydrated} register={register} setValue={setValue} errors={errors} />
      <div>
        <button type="submit" className={buttonVariants({ variant: 'primary', className: 'w-full sm:w-auto' })}>
          {copy.sign}
        </button>
      </div>
    </form>
  );
}

/**
 * A signed job's change orders on the homeowner's page: the one sent and awaiting their signature
 * (what changes, the difference and the new total, and the signing form), and those signed, each
 * with its PDF. Works without JavaScript.
 */
export function ChangeOrdersSection({
  token,
  changeOrders,
  hydrated,
}: {
  token: string;
  changeOrders: HomeownerChangeOrders;
  hydrated: boolean;
}) {
  const { open, signed } = changeOrders;
  if (!open && signed.length === 0) return null;
  return (
    <section aria-labelledby="change-orders-heading" className="mt-12 max-w-3xl">
      <h2 id="change-orders-heading" tabIndex={-1} className="text-2xl">
        {copy.heading}
      </h2>
      <p className="mt-2 text-ink-soft">{copy.intro}</p>
      {open ? (
        <div className={cardVariants({ className: 'mt-6 p-5' })}>
          <h3 className="font-sans text-xl font-semibold">{copy.openHeading(open.label)}</h3>
          <ChangeOrderFacts changeOrder={open} />
          {open.company ? <p className="mt-3 text-sm text-ink-soft">{copy.sentBy(open.company.name)}</p> : null}
          <p className="mt-1 text-xs break-all text-ink-soft">{copy.fingerprint(open.sha256 ?? '')}</p>
          <SignChangeOrderForm token={token} changeOrder={open} hydrated={hydrated} />
        </div>
      ) : null}
      {signed.length > 0 ? (
        <div className="mt-6">
          <h3 className="font-sans text-xl font-semibold">{copy.signedHeading}</h3>
          <ul className="mt-2 grid gap-3">
            {signed.map((co) => (
              <li key={co.number} className="text-ink">
                <p>
                  {copy.signedLine(
                    co.label,
                    differenceText(co.differenceCents),
                    formatDollars(co.newTotalCents),
                    co.signed?.signerName ?? '',
                  )}
                </p>
                <a
                  href={withToken(changeOrderPdfPath, token).replace(':number', String(co.number))}
                  download
                  className={buttonVariants({ variant: 'secondary', className: 'mt-2 w-full sm:w-auto' })}
                >
                  {copy.download(co.label)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
