import { Button } from './button.tsx';

type Paging = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/** "Load more" under a paged list; nothing once the last page is shown. */
export const LoadMore = ({ paging, label = 'Load more' }: { paging: Paging; label?: string }) =>
  paging.hasNextPage ? (
    <div className="flex justify-center">
      <Button variant="secondary" loading={paging.isFetchingNextPage} onClick={() => paging.fetchNextPage()}>
        {label}
      </Button>
    </div>
  ) : null;
