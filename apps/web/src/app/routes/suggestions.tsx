import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useAuthState } from '../../lib/auth/session-store.ts';
import { SuggestionList } from '../../features/suggestions/components/suggestion-list.tsx';

/** /suggestions: every member's topic proposals, one vote each; admins set the status. */
export default function SuggestionsPage() {
  const auth = useAuthState();
  const isAdmin = Boolean(auth.me?.user && 'isAdmin' in auth.me && auth.me.isAdmin);
  return (
    <>
      <PageHeader
        eyebrow="Members"
        title="Suggestions"
        lead="Topics members have proposed for articles, tools and live sessions. Vote for the ones you want most."
      >
        <Button asChild className="mt-6">
          <Link to="/submit-topic">
            <PlusIcon aria-hidden="true" className="h-4 w-4" /> Submit a topic
          </Link>
        </Button>
      </PageHeader>
      <div className="container-page py-10">
        <SuggestionList isAdmin={isAdmin} />
      </div>
    </>
  );
}
