#!/usr/bin/env bash
# A throwaway PostgreSQL server for the test suite, from Debian's packages (installed if missing).
#   testPostgres.sh start DIR   initialises and starts a server with its data in DIR; prints its DATABASE_URL
#   testPostgres.sh stop DIR    stops it
set -euo pipefail
action=$1
dir=$2
port=${PORT_TEST_POSTGRES:-54329}

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ]; then
  echo "Installing Debian's PostgreSQL for the database tests" >&2
  SUDO=$([ "$(id -u)" = 0 ] && echo "" || echo "sudo")
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi

# PostgreSQL refuses to run as root; as root, run it as Debian's postgres user.
as=()
if [ "$(id -u)" = 0 ]; then as=(runuser -u postgres --); fi

case "$action" in
  start)
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    "${as[@]}" "$bin/initdb" -D "$dir/data" -A trust -U portal -E UTF8 --no-locale >/dev/null
    "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
    echo "postgres://portal@127.0.0.1:$port/postgres"
    ;;
  stop)
    "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    ;;
  *)
    echo "usage: $0 start|stop DIR" >&2
    exit 2
    ;;
esac
