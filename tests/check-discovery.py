#!/usr/bin/env python3
# check-discovery.py: hosted games found on the local network (DNS-SD
# through Avahi, docs/network.md "Finding games").
#
#   check-discovery.py fail-soft   no Avahi daemon: games says so and exits
#                                  0, a host still plays a whole game with a
#                                  joiner by address
#   check-discovery.py avahi       a private D-Bus system bus and
#                                  avahi-daemon in a network namespace of
#                                  their own (only lo, so nothing leaves this
#                                  machine): a game is listed by games with
#                                  its port, edition and fingerprint, its free
#                                  seats follow, it is joined by name and is
#                                  gone when over. Skipped (a TAP skip line)
#                                  where they cannot be started.
#
# Copyright 2026 The Casefile developers
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

import casefile_net

cli = os.environ['CASEFILE_CLI']
tmp = tempfile.mkdtemp(prefix='casefile-discovery-')
results = []


def check(name, condition, detail=''):
    results.append((name, bool(condition), detail))


def report(skip=None):
    if skip is not None:
        print(f'1..0 # SKIP {skip}')
        sys.exit(0)
    print(f'1..{len(results)}')
    for i, (name, ok, detail) in enumerate(results, 1):
        print(f'{"ok" if ok else "not ok"} {i} - {name}')
        if not ok and detail:
            print('# ' + str(detail).replace('\n', '\n# ')[:3000])
    sys.exit(0 if all(ok for _, ok, _ in results) else 1)


def run(*args, timeout=60):
    try:
        p = subprocess.run([cli, *args], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return -1, '', 'timed out'
    return p.returncode, p.stdout, p.stderr


def Host(*args):
    return casefile_net.Host(cli, tmp, *args, announce=True)


def join(where, code, *args):
    return subprocess.Popen([cli, 'join', where, '--code', code, *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


finish = casefile_net.finish


def games(seconds=1):
    rc, out, err = run('games', '--seconds', str(seconds), '--json')
    try:
        return rc, json.loads(out), err
    except ValueError:
        return rc, None, err


# ---------------------------------------------------------------- no Avahi

def fail_soft():
    # Whatever this machine runs, its Avahi daemon is out of reach
    os.environ['DBUS_SYSTEM_BUS_ADDRESS'] = 'unix:path=' + os.path.join(tmp, 'no-bus')
    problem = 'Games on the network cannot be found here (no Avahi)'

    start = time.monotonic()
    rc, out, err = run('games', '--seconds', '3')
    seconds = time.monotonic() - start
    check('without Avahi, games says it cannot search, once, lists none and exits 0 at once',
          rc == 0 and err.count(problem) == 1 and len(err.splitlines()) == 1
          and out.strip() == 'No games were found on the local network.' and seconds < 2,
          (rc, out, err, seconds))
    rc, found, err = games()
    check('without Avahi, games --json has no games and says why',
          rc == 0 and found == {'games': [], 'problem': problem}, (rc, found, err))

    host = Host('--name', 'Nobody sees this', '--seats', 'remote,master,remote')
    joiners = [join(host.where, host.code, '--name', f'By address {i}', '--seed', str(i))
               for i in (1, 2)]
    joined = [finish(j) for j in joiners]
    result, rc = host.result()
    check('without Avahi, a host plays a whole game with joiners by address, 0 violations',
          rc == 0 and all(j[0] == 0 for j in joined) and result and result['violations'] == 0
          and 'name' not in host.invitation, (rc, joined, result, host.invitation))
    check('without Avahi, the host says nothing about it (a debug message only)',
          host.stderr().count('\n') == 1, host.stderr())

    rc, out, err = run('join', 'Nobody’s game', '--code', 'K7QX9')
    check('without Avahi, join by a game’s name exits 2 and says why',
          rc == 2 and problem in err and 'Nobody’s game' in err, (rc, out, err))


# ---------------------------------------------------------------- with Avahi

BUS_CONF = '''<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>system</type>
  <listen>unix:path={socket}</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow user="*"/>
    <allow own="*"/>
    <allow send_destination="*"/>
    <allow receive_sender="*"/>
  </policy>
</busconfig>
'''

AVAHI_CONF = '''[server]
use-ipv4=yes
use-ipv6=no
allow-interfaces=lo
allow-point-to-point=yes
enable-dbus=yes
ratelimit-interval-usec=0
[wide-area]
enable-wide-area=no
[publish]
publish-hinfo=no
publish-workstation=no
[reflector]
[rlimits]
'''


def find_game(name, want=lambda g: True, tries=10):
    """Polls games until a game called @name satisfies @want"""
    found = None
    for _ in range(tries):
        rc, found, err = games()
        if found:
            for g in found['games']:
                if g['name'] == name and want(g):
                    return g, found
    return None, found


def gone(name, tries=10):
    for _ in range(tries):
        rc, found, err = games()
        if found is not None and all(g['name'] != name for g in found['games']):
            return True
    return False


def with_avahi():
    """Runs inside a network and mount namespace of its own (see main)"""
    daemons = []
    try:
        subprocess.run(['mount', '--make-rprivate', '/'], check=True)
        # avahi-daemon's pid file and socket are in /run: a private /run
        subprocess.run(['mount', '-t', 'tmpfs', 'tmpfs', '/run'], check=True)
        subprocess.run(['ip', 'link', 'set', 'lo', 'up', 'multicast', 'on'], check=True)
    except (OSError, subprocess.CalledProcessError) as e:
        return f'the namespace cannot be set up: {e}'
    socket = os.path.join(tmp, 'system_bus_socket')
    with open(os.path.join(tmp, 'bus.conf'), 'w') as f:
        f.write(BUS_CONF.format(socket=socket))
    with open(os.path.join(tmp, 'avahi.conf'), 'w') as f:
        f.write(AVAHI_CONF)
    avahi_log = open(os.path.join(tmp, 'avahi.log'), 'w+')
    try:
        daemons.append(subprocess.Popen(['dbus-daemon', '--config-file',
                                         os.path.join(tmp, 'bus.conf'), '--nofork',
                                         '--nopidfile'], stderr=subprocess.DEVNULL))
        for _ in range(50):
            if os.path.exists(socket):
                break
            time.sleep(0.1)
        else:
            return 'dbus-daemon did not open a system bus'
        os.environ['DBUS_SYSTEM_BUS_ADDRESS'] = 'unix:path=' + socket
        daemons.append(subprocess.Popen([shutil.which('avahi-daemon') or '/usr/sbin/avahi-daemon',
                                         '-f', os.path.join(tmp, 'avahi.conf'), '--no-drop-root',
                                         '--no-chroot', '--no-rlimits', '--no-proc-title'],
                                        stdout=avahi_log, stderr=avahi_log))
        for _ in range(100):
            avahi_log.seek(0)
            log = avahi_log.read()
            if 'Server startup complete' in log:
                break
            if daemons[-1].poll() is not None:
                return 'avahi-daemon stopped: ' + log.strip().replace('\n', ' / ')[-300:]
            time.sleep(0.1)
        else:
            return 'avahi-daemon did not start within 10 s'
        try:
            play()
        except Exception as e:  # a failure, not a skip
            check('the Avahi tests run to their end', False, repr(e))
    finally:
        for d in reversed(daemons):
            d.terminate()
            try:
                d.wait(10)
            except subprocess.TimeoutExpired:
                d.kill()
    return None


def play():
    host = Host('--name', 'Test game', '--edition', 'classic-2022',
                '--seats', 'remote,master,remote')
    hidden = Host('--name', 'Hidden game', '--no-announce')
    check('the host says the name it is announced under', host.invitation.get('name') == 'Test game',
          host.invitation)
    game, found = find_game('Test game')
    check('games lists the game with its port, edition, fingerprint and free seats',
          game is not None and game['port'] == host.port and game['edition'] == 'classic-2022'
          and game['fingerprint'] == host.invitation['fingerprint'] and game['free_seats'] == 2
          and game['address'] == '127.0.0.1' and game['protocol'] == 2, (game, found))
    check('the seats nobody has taken are announced by their suspects',
          game is not None and game.get('open_seats') == ['scarlet', 'white'], game)
    check('a game hosted with --no-announce is not listed',
          found is not None and all(g['name'] != 'Hidden game' for g in found['games']), found)
    rc, out, err = run('games', '--seconds', '1')
    check('games lists it in a line: name, edition, free seats, address:port',
          rc == 0 and f'Test game — Classic (2022 rules, two dice), 2 free seats, 127.0.0.1:{host.port}' in out,
          (rc, out, err))

    # Joined by name with the code's secret alone: the fingerprint found pins the host
    secret = host.code.split('-')[0]
    first = join('Test game', secret, '--name', 'By name', '--seat', 'white')
    game, found = find_game('Test game', lambda g: g['free_seats'] == 1)
    check('the free seats announced follow a seat taken (the one asked for)',
          game is not None and game.get('open_seats') == ['scarlet'], found)
    second = join(host.where, host.code, '--name', 'By address', '--seed', '2')
    r_first, r_second = finish(first), finish(second)
    result, rc = host.result()
    check('joined by its name (the host pinned by the fingerprint found), the game ends, '
          '0 violations',
          rc == 0 and r_first[0] == 0 and r_second[0] == 0 and result['violations'] == 0
          and 'cannot be checked' not in r_first[2], (rc, r_first, r_second, result))
    check('a game over is no longer listed', gone('Test game'))
    hidden.proc.kill()
    hidden.proc.wait()


def main():
    part = sys.argv[1] if len(sys.argv) > 1 else 'fail-soft'
    if part == 'fail-soft':
        fail_soft()
        report()
    if part == 'avahi-inside':
        skip = with_avahi()
        print(json.dumps({'skip': skip, 'results': results}))
        sys.exit(0)
    # The daemons need root (or a user namespace) and a network namespace
    missing = [p for p in ('unshare', 'ip', 'mount', 'dbus-daemon')
               if shutil.which(p) is None]
    if shutil.which('avahi-daemon') is None and not os.path.exists('/usr/sbin/avahi-daemon'):
        missing.append('avahi-daemon')
    if missing:
        report(skip='not installed: ' + ', '.join(missing))
    unshare = ['unshare', '--net', '--mount'] if os.geteuid() == 0 else \
        ['unshare', '--map-root-user', '--net', '--mount']
    try:
        p = subprocess.run([*unshare, sys.executable, __file__, 'avahi-inside'],
                           capture_output=True, text=True, timeout=240)
    except subprocess.TimeoutExpired:
        check('the Avahi tests end within 240 s', False)
        report()
    try:
        inside = json.loads(p.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        report(skip='no network namespace: ' + (p.stderr.strip().splitlines() or ['?'])[-1])
    if inside['skip']:
        report(skip=inside['skip'])
    results.extend(tuple(r) for r in inside['results'])
    report()


main()
