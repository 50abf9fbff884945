import type { PageProps } from '../pages.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ContentHub } from '../../features/member-area/components/content-hub.tsx';

/** /content: the members-only Content Hub. */
export default function ContentPage({ route }: PageProps) {
  return (
    <>
      <PageHeader
        eyebrow="Members"
        title={route.heading}
        lead="Guides, articles, video lessons and live sessions for attorneys. Education, not advice."
      />
      <div className="container-page py-10">
        <ContentHub />
      </div>
    </>
  );
}
