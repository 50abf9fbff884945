import { useQuery } from '@tanstack/react-query';
import { AwardIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { accountQueries } from '../api/account-api.ts';

export const AchievementsCard = () => {
  const { data } = useQuery(accountQueries.achievements());
  const list = data?.achievements ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Achievements</CardTitle>
      </CardHeader>
      <CardContent>
        {list.length === 0 ? (
          <p className="text-sm text-ink-muted">None yet. Complete your profile to earn your first.</p>
        ) : (
          <ul className="flex flex-wrap gap-3" aria-label="Achievements earned">
            {list.map((a) => (
              <li
                key={a.id}
                className="flex items-center gap-2 rounded-full border border-brass-200 bg-brass-50 px-3 py-1.5 text-sm font-medium text-brass-800"
              >
                <AwardIcon aria-hidden="true" className="h-4 w-4" />
                {a.name}
                <span className="sr-only">, earned {new Date(a.awardedAt).toLocaleDateString()}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
};
