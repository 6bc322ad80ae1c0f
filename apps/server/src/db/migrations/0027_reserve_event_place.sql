-- Reservations for an event in one call (issue 14, decision 0054): the event's row lock, the count
-- of confirmed people, the inserts in the order given and their follow-up jobs, one statement and
-- one commit for a batch of members. The lock is held only inside the database, never across a
-- round trip to the app. VOLATILE: each statement takes a new snapshot, so the count after the lock
-- sees what the previous holder committed.
-- Returns the rows inserted; a member who already has an active reservation for the event gets
-- none (the partial unique index, ON CONFLICT DO NOTHING). Fails with SQLSTATE VE001 (nothing
-- written) when the event is gone or changed since the app read it: the app re-runs its checks. The
-- app's clock keeps milliseconds, the column microseconds: a change is a difference of 1 ms or more.
CREATE FUNCTION reserve_event_places(
  p_event_id uuid,
  p_event_updated_at timestamptz,
  p_date date,
  p_user_ids uuid[],
  p_female_guests integer[],
  p_male_guests integer[],
  p_hidden boolean[],
  p_priority boolean[],
  p_now timestamptz,
  p_placed_job text,
  p_reminder_job text,
  p_remind_at timestamptz
) RETURNS SETOF reservations
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_capacity integer;
  v_updated_at timestamptz;
  v_taken integer := 0;
  v_people integer;
  v_status text;
  v_row reservations;
BEGIN
  SELECT capacity, updated_at INTO v_capacity, v_updated_at FROM events WHERE id = p_event_id FOR UPDATE;
  IF NOT FOUND OR abs(extract(epoch FROM v_updated_at - p_event_updated_at)) >= 0.001 THEN
    RAISE EXCEPTION 'event % changed since it was read', p_event_id USING ERRCODE = 'VE001';
  END IF;
  IF v_capacity IS NOT NULL THEN
    SELECT coalesce(sum(female_guests + male_guests), 0) INTO v_taken
      FROM reservations WHERE event_id = p_event_id AND status = 'CONFIRMED';
  END IF;
  FOR i IN 1 .. coalesce(array_length(p_user_ids, 1), 0) LOOP
    v_people := p_female_guests[i] + p_male_guests[i];
    v_status := CASE WHEN v_capacity IS NULL OR v_taken + v_people <= v_capacity THEN 'CONFIRMED' ELSE 'WAITLISTED' END;
    v_row := NULL;
    INSERT INTO reservations (user_id, kind, event_id, date, female_guests, male_guests, hidden, status, priority, created_at, updated_at)
      VALUES (p_user_ids[i], 'EVENT', p_event_id, p_date, p_female_guests[i], p_male_guests[i], p_hidden[i], v_status, p_priority[i], p_now, p_now)
      ON CONFLICT (user_id, event_id) WHERE status <> 'CANCELLED' AND event_id IS NOT NULL DO NOTHING
      RETURNING * INTO v_row;
    CONTINUE WHEN v_row.id IS NULL;
    IF v_status = 'CONFIRMED' THEN
      v_taken := v_taken + v_people;
      INSERT INTO scheduled_jobs (kind, key, payload, run_at)
        VALUES (p_placed_job, v_row.id::text, jsonb_build_object('reservationId', v_row.id), p_now)
        ON CONFLICT DO NOTHING;
    END IF;
    IF p_remind_at > p_now THEN
      INSERT INTO scheduled_jobs (kind, key, payload, run_at)
        VALUES (p_reminder_job, v_row.id::text, jsonb_build_object('reservationId', v_row.id), p_remind_at)
        ON CONFLICT DO NOTHING;
    END IF;
    RETURN NEXT v_row;
  END LOOP;
END
$$;
