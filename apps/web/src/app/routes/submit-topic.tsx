import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SubmitTopicForm } from '../../features/suggestions/components/submit-topic-form.tsx';

/** /submit-topic: propose an article, tool or session; on success the list of suggestions opens. */
export default function SubmitTopicPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        eyebrow="Members"
        title="Submit a topic"
        lead="Propose an article, tool or live session. Other members vote, and we tell you when its status changes."
      />
      <div className="container-page py-10">
        <SubmitTopicForm onSubmitted={() => navigate('/suggestions')} />
      </div>
    </>
  );
}
