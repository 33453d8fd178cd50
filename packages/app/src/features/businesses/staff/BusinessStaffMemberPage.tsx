import type { StaffMember } from '@stampcard/api-client';
import { placeholders } from '@stampcard/ui/EntityCard';
import { ErrorState } from '@stampcard/ui/ErrorState';
import { Skeleton } from '@stampcard/ui/Skeleton';
import { Link, useLoaderData, useParams } from 'react-router';
import styled from 'styled-components';
import { DetailsCard } from '../../../components/DetailsCard';
import { paths } from '../../../config/paths';
import { describeError, useLoaded, type Loading } from '../../../lib/data';
import { Page } from '../../../lib/page';
import { useBusinessBreadcrumbs } from '../useBusiness';
import { memberName, storeWithBusiness } from './businessStaffList';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.text.subdued};
  }

  dd {
    margin: 0;
  }
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
`;

const Stores = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: ${({ theme }) => theme.color.text.link};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

/**
 * A staff member within their business (`/businesses/{id}/staff/{staffID}/details`): their name,
 * e-mail and stores from the API, with the business's breadcrumbs. The full staff details page
 * (spec B 2.12: the account form, linking stores) comes with the people's pages.
 */
export function BusinessStaffMemberPage() {
  const { businessID = '' } = useParams();
  const { data: member, error, retry } = useLoaded(useLoaderData<Loading<StaffMember>>());
  const name = member === undefined ? undefined : memberName(member);
  const breadcrumbs = useBusinessBreadcrumbs(
    { label: 'staff', href: paths.businessStaff.href({ businessID }) },
    ...(name === undefined ? [] : [{ label: name }]),
  );
  return (
    <Page title={name ?? 'User details'} breadcrumbs={breadcrumbs}>
      {error !== undefined ? (
        <ErrorState
          title="Could not load the staff member"
          reason={describeError(error)}
          onRetry={retry}
          headingLevel={2}
        />
      ) : (
        <Cards>
          <DetailsCard title="Account details">
            {member === undefined ? (
              <Skeleton label="Loading the staff member">
                <Skeleton.Text lines={2} />
              </Skeleton>
            ) : (
              <Facts>
                <dt>Name</dt>
                <dd>{name}</dd>
                <dt>E-mail</dt>
                <dd>{member.user.emailAddress ?? placeholders.email}</dd>
                <dt>Mobile phone</dt>
                <dd>{member.user.phoneNumber ?? 'Not given'}</dd>
              </Facts>
            )}
          </DetailsCard>
          <DetailsCard
            title="Stores"
            isEmpty={member !== undefined && (member.stores ?? []).length === 0}
            emptyText={placeholders.stores}
          >
            {member === undefined ? (
              <Skeleton label="Loading the stores">
                <Skeleton.Row hasAction={false} />
                <Skeleton.Row hasAction={false} />
              </Skeleton>
            ) : (
              <Stores>
                {(member.stores ?? []).map((store) => (
                  <li key={store.storeID}>
                    <Link
                      to={paths.storeDetails.href({
                        businessID: store.parentBusiness?.businessID ?? businessID,
                        storeID: store.storeID,
                      })}
                    >
                      {storeWithBusiness(store)}
                    </Link>
                  </li>
                ))}
              </Stores>
            )}
          </DetailsCard>
        </Cards>
      )}
    </Page>
  );
}
