import { PRACTICE_SETTINGS } from '@awc/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { FetchedList } from '../../../components/ui/fetched-list.tsx';
import { rowsOf } from '../../../lib/paged-query.ts';
import { communityQueries } from '../api/community-api.ts';
import { monthYear, personOf } from './format.ts';

const SETTING_LABELS: Record<string, string> = {
  BigLaw: 'Big Law',
  Midsize: 'Midsize Firm',
  Small: 'Small Firm',
  Government: 'Government',
  PublicInterest: 'Public Interest',
  InHouse: 'In-House Counsel',
};
const ALL = 'all';

/** Members who chose to be listed (the server never returns anyone else). */
export const MemberDirectory = () => {
  const [q, setQ] = useState('');
  const [setting, setSetting] = useState(ALL);
  const search = useDeferredValue(q.trim());
  const membersQuery = useInfiniteQuery({
    ...communityQueries.members(search, setting === ALL ? '' : setting),
    placeholderData: keepPreviousData,
  });
  const { data, isPending, isError, error } = membersQuery;
  const members = rowsOf(data, 'members');
  const total = data?.pages[0]?.total ?? 0;
  return (
    <section aria-labelledby="directory-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="directory-heading" className="text-2xl font-semibold text-navy-900">
            Member directory
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Members who chose to be listed. Change yours under{' '}
            <Link className="underline underline-offset-4" to="/account">
              Account → Profile
            </Link>
            .
          </p>
        </div>
        <div className="grid w-full gap-3 sm:w-auto sm:grid-cols-[18rem_12rem]">
          <FormField label="Search members">
            <Input type="search" placeholder="Name, headline or practice" value={q} onChange={(e) => setQ(e.target.value)} />
          </FormField>
          <FormField label="Practice setting">
            <Select
              value={setting}
              onValueChange={setSetting}
              options={[{ value: ALL, label: 'All settings' }, ...PRACTICE_SETTINGS.map((v) => ({ value: v, label: SETTING_LABELS[v] ?? v }))]}
            />
          </FormField>
        </div>
      </div>
      <FetchedList
        isError={isError}
        error={error}
        isPending={isPending}
        isEmpty={members.length === 0}
        empty={search || setting !== ALL ? 'No members match your search.' : 'No members are listed yet.'}
      >
        {() => (
          <>
            <p className="text-sm text-ink-muted" aria-live="polite">
              {total === 1 ? '1 member' : `${total} members`}
            </p>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Members">
              {members.map((m) => (
                <li key={m.id} className="flex gap-4 rounded-xl border border-line bg-white p-4 shadow-sm" data-testid="directory-member">
                  <Avatar person={personOf(m.fullName)} src={m.avatarUrl} size="lg" decorative />
                  <div className="min-w-0">
                    <h3 className="truncate font-semibold text-navy-900">{m.fullName}</h3>
                    {m.headline && <p className="mt-0.5 text-sm text-ink">{m.headline}</p>}
                    <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-ink-muted">
                      {m.practiceSetting && <Badge tone="navy">{SETTING_LABELS[m.practiceSetting] ?? m.practiceSetting}</Badge>}
                      <span>Member since {monthYear(m.memberSince)}</span>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            <LoadMore paging={membersQuery} label="Load more members" />
          </>
        )}
      </FetchedList>
    </section>
  );
};
