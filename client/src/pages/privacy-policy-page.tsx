import { Breadcrumbs } from '../components/breadcrumbs';
import { PageHeader } from '../components/page-header';

export default function PrivacyPolicyPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: 'Privacy Policy', url: '/privacy-policy' }]} />
      <PageHeader title={'Privacy Policy'} />
    </>
  );
}
