-- Each isolate reads what was purged since it last looked (worker/cache/purge.ts, issue 33
-- item 6): the purge log by time, not a scan of every tag ever purged.
CREATE INDEX IF NOT EXISTS cache_purges_by_time ON cache_purges (purged_at);
