import { business, telHref } from '../../../../shared/business';

/** "… call us at (203) 555-0147": the phone link with a comfortable tap area. */
function PhoneLink() {
  return (
    <a href={telHref} className="inline-block py-2 font-semibold whitespace-nowrap text-harbor-700 underline">
      {business.phone.display}
    </a>
  );
}

/** A sentence that ends with the phone number and the office hours. */
export function CallUs({ lead }: { lead: string }) {
  return (
    <p>
      {lead} <PhoneLink /> ({business.hours.summary}).
    </p>
  );
}
