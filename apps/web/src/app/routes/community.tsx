import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { communityQueries } from '../../features/community/api/community-api.ts';
import { Discussions } from '../../features/community/components/discussions.tsx';
import { MemberDirectory } from '../../features/community/components/member-directory.tsx';
import { ModerationQueue } from '../../features/community/components/moderation-queue.tsx';
import { ThreadView } from '../../features/community/components/thread-view.tsx';
import { COMMUNITY_MESSAGES } from '@awc/domain';

/**
 * /community: discussions (?space=, ?thread=), the member directory (?tab=members) and, for admins,
 * the moderation queue (?tab=moderation). State lives in the URL so links from notifications and
 * the queue open the right thread.
 */
export default function CommunityPage() {
  const [params, setParams] = useSearchParams();
  const { data: me } = useQuery(communityQueries.me());
  const isAdmin = me?.isAdmin ?? false;
  const suspended = me?.suspended ?? false;
  const requested = params.get('tab') ?? 'discussions';
  const tab = requested === 'members' || (requested === 'moderation' && isAdmin) ? requested : 'discussions';
  const threadId = params.get('thread');
  const space = params.get('space') ?? '';

  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    setParams(next);
  };

  // A notification link lands on a post: scroll it into view once the thread has rendered.
  useEffect(() => {
    if (!threadId || !window.location.hash) return;
    const id = window.location.hash.slice(1);
    const timer = window.setInterval(() => {
      const el = document.getElementById(id);
      if (el) {
        el.scrollIntoView({ block: 'center' });
        window.clearInterval(timer);
      }
    }, 150);
    const stop = window.setTimeout(() => window.clearInterval(timer), 5000);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(stop);
    };
  }, [threadId]);

  return (
    <>
      <PageHeader
        eyebrow="Members"
        title="Community"
        lead="Discuss money questions with fellow attorneys and find colleagues in the member directory."
      />
      <div className="container-page space-y-6 py-10">
        {suspended && (
          <Alert tone="warning" title="Posting suspended">
            {COMMUNITY_MESSAGES.suspended}
          </Alert>
        )}
        <Tabs value={tab} onValueChange={(value) => update({ tab: value === 'discussions' ? null : value, thread: null })}>
          <TabsList aria-label="Community sections">
            <TabsTrigger value="discussions">Discussions</TabsTrigger>
            <TabsTrigger value="members">Member directory</TabsTrigger>
            {isAdmin && <TabsTrigger value="moderation">Moderation</TabsTrigger>}
          </TabsList>
          <TabsContent value="discussions">
            {threadId ? (
              <ThreadView threadId={threadId} suspended={suspended} onBack={() => update({ thread: null })} />
            ) : (
              <Discussions
                space={space}
                suspended={suspended}
                onSpaceChange={(s) => update({ space: s })}
                onOpenThread={(id) => update({ thread: id })}
              />
            )}
          </TabsContent>
          <TabsContent value="members">
            <MemberDirectory />
          </TabsContent>
          {isAdmin && (
            <TabsContent value="moderation">
              <ModerationQueue />
            </TabsContent>
          )}
        </Tabs>
      </div>
    </>
  );
}
