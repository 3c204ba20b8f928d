# Starts a private PostgreSQL cluster on 127.0.0.1 (as the postgres user when run as root).
PG_BIN=$(dirname "$(ls /usr/lib/postgresql/*/bin/pg_ctl | sort -V | tail -n 1)")
PG_PORT=${PG_PORT:-55432}
PG_DIR=$(mktemp -d /tmp/portico-pg.XXXXXX)

as_pg() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

start_postgres() {
  [ "$(id -u)" = 0 ] && chown postgres "$PG_DIR"
  as_pg "$PG_BIN/initdb -D $PG_DIR/data -U portico --auth=trust >/dev/null"
  as_pg "$PG_BIN/pg_ctl -D $PG_DIR/data -o '-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_DIR' -l $PG_DIR/log -w start >/dev/null"
  as_pg "$PG_BIN/createdb -h 127.0.0.1 -p $PG_PORT -U portico portico_test"
  export PG_URL="postgres://portico@127.0.0.1:$PG_PORT/portico_test"
  echo "PostgreSQL on $PG_URL"
}

stop_postgres() {
  as_pg "$PG_BIN/pg_ctl -D $PG_DIR/data -m fast stop >/dev/null" || true
  rm -rf "$PG_DIR"
}
