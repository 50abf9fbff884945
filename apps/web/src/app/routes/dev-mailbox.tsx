import { PageHeader } from '../../components/ui/page-header.tsx';
import { Mailbox } from '../../features/dev-mailbox/components/mailbox.tsx';

export default function DevMailboxPage() {
  return (
    <>
      <PageHeader eyebrow="Development" title="Development mailbox" lead="Every email the server would have sent." />
      <div className="container-page py-10">
        <Mailbox />
      </div>
    </>
  );
}
