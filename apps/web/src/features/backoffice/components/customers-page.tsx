import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Search, UserRoundSearch } from "lucide-react";
import type { FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { inputClass } from "../../../components/form-field";
import { TableHead } from "../../../components/table-head";
import { formatDate } from "../../../lib/format";
import { customersPageSize, useCustomerSearch } from "../api/search-customers";
import { pageParam } from "../page-param";
import { AccountBadges } from "./account-badges";
import { BackofficePage } from "./backoffice-page";
import { EmptyState } from "./empty-state";
import { ListSkeleton } from "./list-skeleton";
import { Pager } from "./pager";

const cellClass = "px-4 py-4 sm:px-6";

/** Find a customer by name, e-mail or account number. The search lives in the address, so Back returns to it. */
export function CustomersPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const query = params.get("query") ?? "";
  const page = pageParam(params);
  const customers = useCustomerSearch(query, page);
  const found = customers.data?.total ?? 0;

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get("query") ?? "").trim();
    setParams(text ? { query: text } : {});
  };
  const setPage = (next: number) =>
    setParams({ ...(query ? { query } : {}), ...(next > 1 ? { page: String(next) } : {}) });

  return (
    <BackofficePage title={t`Customers`} lead={t`Search by name, e-mail address or account number.`}>
      <search>
        <form onSubmit={onSearch} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor="customer-query" className="block text-sm font-medium text-ink-900">
              <Trans>Search customers</Trans>
            </label>
            <input
              key={query}
              id="customer-query"
              name="query"
              type="search"
              defaultValue={query}
              autoComplete="off"
              placeholder={t`Ada Lovelace, ada@example.com or 912345678901`}
              className={`${inputClass} mt-1.5`}
            />
          </div>
          <button type="submit" className={buttonClass("primary")}>
            <Search className="size-4" aria-hidden="true" />
            <Trans>Search</Trans>
          </button>
        </form>
      </search>

      <div className="mt-6">
        {customers.isPending ? (
          <ListSkeleton label={t`Loading customers`} rows={5} rowClass="h-10" />
        ) : customers.isError && !customers.data ? (
          <ErrorState title={t`We could not load customers.`} query={customers} />
        ) : customers.data.total === 0 ? (
          <EmptyState
            Icon={UserRoundSearch}
            title={query ? t`No customer matches “${query}”` : t`No customers yet`}
          >
            {query ? t`Check the spelling, or search by account number or e-mail address.` : undefined}
          </EmptyState>
        ) : (
          <>
            <p className="mb-3 text-sm text-ink-600" aria-live="polite">
              {customers.isPlaceholderData
                ? t`Searching...`
                : plural(found, { one: "# customer", other: "# customers" })}
            </p>
            {/* The previous results stay while the next ones load, dimmed so nobody acts on them by mistake. */}
            <div
              aria-busy={customers.isPlaceholderData}
              className={`overflow-x-auto rounded-2xl border border-ink-200 bg-white ${
                customers.isPlaceholderData ? "opacity-60" : ""
              }`}
            >
              <table className="w-full min-w-[44rem]">
                <TableHead className="sm:px-6" columns={[t`Name`, t`Account number`, t`Status`, t`Joined`]} />
                <tbody className="divide-y divide-ink-100">
                  {customers.data.items.map((customer) => (
                    <tr key={customer.id} className="relative hover:bg-ink-50">
                      <td className={cellClass}>
                        {/* Stretched over the row, so the whole row opens the customer and Tab reaches each one. */}
                        <Link
                          to={`/admin/customers/${encodeURIComponent(customer.id)}`}
                          className="font-medium text-ink-900 after:absolute after:inset-0 after:content-['']"
                        >
                          {customer.firstName} {customer.lastName}
                        </Link>
                        <span className="block text-sm break-all text-ink-600">{customer.email}</span>
                      </td>
                      <td className={`${cellClass} figures text-sm text-ink-900`}>
                        {customer.accountNumber}
                      </td>
                      <td className={cellClass}>
                        <AccountBadges customer={customer} />
                      </td>
                      <td className={`${cellClass} text-sm whitespace-nowrap text-ink-600`}>
                        <time dateTime={customer.createdAt}>{formatDate(customer.createdAt)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              label={t`Customer pages`}
              page={page}
              pageSize={customersPageSize}
              total={customers.data.total}
              onPage={setPage}
            />
          </>
        )}
      </div>
    </BackofficePage>
  );
}
