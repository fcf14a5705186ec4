-- A chat message's send also counts the member's message limit, tells the other app processes that it wrote, and
-- says which of the partner's accounts are away (decision 143):
-- - the limit's counter (rate_limits, the row and window rule the app's rate limiter keeps: a key past its expiry
--   starts again) is counted first; over p_limit_max, nothing else happens and the call answers until when;
-- - the notice of the write (channel and this process's id; null on PGlite, which has one process) leaves on the
--   send's commit with the live event, instead of a statement of its own after it;
-- - the accounts with no live stream seen after p_seen_after get the push and the e-mail alert, without a presence
--   query for each.
-- A message makes two statements (the session read and this call), where it made seven: the session read, the rate
-- limit, the send, its notices and the presence query twice. The nine-argument function of 0022 stays for the
-- processes of the release before during a rolling deploy; a later migration may drop it.
CREATE OR REPLACE FUNCTION send_paid_message(
  p_conversation integer,
  p_low_profile integer,
  p_high_profile integer,
  p_sender_profile integer,
  p_sender_user integer,
  p_body text,
  p_client_id varchar,
  p_price integer,
  p_channel text,
  p_writes_channel text,
  p_writer text,
  p_seen_after timestamptz,
  p_limit_key text,
  p_limit_max integer,
  p_limit_now timestamptz,
  p_limit_expire timestamptz
) RETURNS TABLE (
  out_credits integer, out_message_id integer, out_created_at timestamptz, out_recipients integer[], out_away integer[],
  out_limited_until timestamptz
) AS $$
DECLARE
  v_credits integer;
  v_message_id integer;
  v_created_at timestamptz;
  v_recipients integer[];
  v_away integer[];
  v_limit_points integer;
  v_limit_expire timestamptz;
BEGIN
  -- The member's message limit, before the payer's lock: a send over it stores, charges and locks nothing. (No key: a
  -- pool profile's answer, written by an operator.)
  IF p_limit_key IS NOT NULL THEN
    INSERT INTO rate_limits AS counter (key, points, expire) VALUES (p_limit_key, 1, p_limit_expire)
    ON CONFLICT (key) DO UPDATE SET
      points = CASE WHEN counter.expire <= p_limit_now THEN 1 ELSE counter.points + 1 END,
      expire = CASE WHEN counter.expire <= p_limit_now THEN p_limit_expire ELSE counter.expire END
    RETURNING counter.points, counter.expire INTO v_limit_points, v_limit_expire;
    IF v_limit_points > p_limit_max THEN
      RETURN QUERY SELECT NULL::integer, NULL::integer, NULL::timestamptz, NULL::integer[], NULL::integer[], v_limit_expire;
      RETURN;
    END IF;
  END IF;
  -- The ledger's lock (decision 032): every other write of the payer's waits (`FOR NO KEY UPDATE` excludes the ledger's
  -- `FOR UPDATE` and itself). It is not `FOR UPDATE` so that a notification row for this member, which takes
  -- `FOR KEY SHARE` on their account row, does not wait for it: two members writing to each other at once would
  -- otherwise each hold their own row and wait for the other's. Pool profiles (no account) pay nothing and lock nothing.
  -- Kept in step with `lockMember` (app/.server/credits/ledger.server.ts).
  IF p_sender_user IS NOT NULL THEN
    PERFORM 1 FROM users WHERE users.id = p_sender_user FOR NO KEY UPDATE;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'No member %', p_sender_user;
    END IF;
  END IF;
  WITH balance AS (
    SELECT coalesce(sum(amount), 0)::integer AS credits FROM credit_entries WHERE user_id = p_sender_user
  ), stored AS (
    INSERT INTO messages (conversation_id, sender_profile_id, sender_user_id, body, client_id)
    SELECT p_conversation, p_sender_profile, p_sender_user, p_body, p_client_id
    FROM balance WHERE balance.credits >= p_price
    ON CONFLICT DO NOTHING
    RETURNING messages.id, messages.created_at
  ), debit AS (
    INSERT INTO credit_entries (user_id, amount, kind, reference)
    SELECT p_sender_user, -p_price, 'message', 'message:' || stored.id FROM stored WHERE p_price > 0
    RETURNING credit_entries.id
  ), listed AS (
    -- (Data-modifying parts run whether or not the final select reads them.)
    UPDATE conversations SET last_message_id = stored.id, last_message_at = stored.created_at FROM stored
    WHERE conversations.id = p_conversation AND coalesce(conversations.last_message_id, 0) < stored.id
    RETURNING conversations.id
  ), marked AS (
    -- Both lists show the conversation again; the sender has read their own message.
    UPDATE conversation_reads SET listed = true, last_read_message_id = CASE
      WHEN conversation_reads.profile_id = p_sender_profile THEN greatest(conversation_reads.last_read_message_id, stored.id)
      ELSE conversation_reads.last_read_message_id END
    FROM stored WHERE conversation_reads.conversation_id = p_conversation
    RETURNING conversation_reads.profile_id
  ), noted AS (
    -- The partner's active accounts get a notification row (their push and e-mail alerts follow from these).
    INSERT INTO notifications (user_id, kind, profile_id, conversation_id)
    SELECT users.id, 'message', p_sender_profile, p_conversation FROM users, stored
    WHERE users.profile_id = CASE WHEN p_low_profile = p_sender_profile THEN p_high_profile ELSE p_low_profile END
      AND users.status = 'active'
    RETURNING notifications.user_id
  )
  SELECT balance.credits, stored.id, stored.created_at, ARRAY(SELECT noted.user_id FROM noted),
    -- Those of them with no live stream seen after p_seen_after, in any process: their push and e-mail alert.
    ARRAY(SELECT noted.user_id FROM noted WHERE NOT EXISTS (
      SELECT 1 FROM live_connections WHERE live_connections.user_id = noted.user_id AND live_connections.seen_at > p_seen_after))
  INTO v_credits, v_message_id, v_created_at, v_recipients, v_away
  FROM balance LEFT JOIN stored ON true;
  -- The live event of a stored message, sent on commit. (Nothing stored: short of credits, or a retry's duplicate.)
  IF v_message_id IS NOT NULL THEN
    PERFORM pg_notify(p_channel, json_build_object(
      'to', json_build_array(p_low_profile, p_high_profile),
      'event', json_build_object(
        'type', 'message',
        'conversation', p_conversation,
        'message', json_build_object(
          'id', v_message_id,
          'sender_profile', p_sender_profile,
          'text', p_body,
          'created_at', to_char(v_created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'client_id', p_client_id)))::text);
    -- The other app processes' kept reads end with this commit (decision 142): no notice of its own after the call.
    IF p_writer IS NOT NULL THEN
      PERFORM pg_notify(p_writes_channel, p_writer);
    END IF;
  END IF;
  RETURN QUERY SELECT v_credits, v_message_id, v_created_at, v_recipients, v_away, NULL::timestamptz;
END;
$$ LANGUAGE plpgsql VOLATILE;
