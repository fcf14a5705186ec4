-- A chat message is sent in one call (decision 121): the payer's lock, then the message with its debit, both lists'
-- order and read marks, the partner's notification rows and the live event, the statement decision 111 made. In a
-- function, each statement takes a new snapshot (READ COMMITTED), so the balance is summed after the lock is granted,
-- as it was when the app sent the lock and the statement in a transaction of their own; the call is its own
-- transaction, and the live event leaves on its commit. One call instead of five (begin, lock, statement, commit, notifications): the round trips were most of a
-- send's cost.
CREATE OR REPLACE FUNCTION send_paid_message(
  p_conversation integer,
  p_low_profile integer,
  p_high_profile integer,
  p_sender_profile integer,
  p_sender_user integer,
  p_body text,
  p_client_id varchar,
  p_price integer,
  p_channel text
) RETURNS TABLE (out_credits integer, out_message_id integer, out_created_at timestamptz, out_recipients integer[]) AS $$
DECLARE
  v_credits integer;
  v_message_id integer;
  v_created_at timestamptz;
  v_recipients integer[];
BEGIN
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
  SELECT balance.credits, stored.id, stored.created_at, ARRAY(SELECT noted.user_id FROM noted)
  INTO v_credits, v_message_id, v_created_at, v_recipients
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
  END IF;
  RETURN QUERY SELECT v_credits, v_message_id, v_created_at, v_recipients;
END;
$$ LANGUAGE plpgsql VOLATILE;
