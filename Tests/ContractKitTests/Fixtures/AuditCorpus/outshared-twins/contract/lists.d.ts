// A mailing-list service's types, declared globally (a script .d.ts, no exports) as many client SDKs do.
// The app's Subscription reads the roster rows, not the short form that shares its name.

/** The short form a list's roster shows. */
type Subscription = {
    id?: string;
    list_id: string;
    member_id: string;
    muted?: boolean;
};

/** What GET /lists/:id/subscriptions returns for each subscriber. */
type RosterEntry = {
    id?: string;
    list_id: string;
    member_id: string;
    muted?: boolean;
    role: string;
    joined_at: number;
    unread_count: number;
    mention_count: number;
    last_seen_at: number;
    last_post_at: number;
    snooze_until: number;
    color_index: number;
    created_at: number;
    archived?: boolean;
    digest?: boolean;
    position: number;
    nickname?: string;
    updated_at: number;
};
