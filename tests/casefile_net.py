# casefile_net.py: what the tests of games across computers share: a
# casefile-cli host on the loopback, and waiting for a process to end.
#
# Copyright 2026 The Casefile developers
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import os
import subprocess
import time


class Host:
    """casefile-cli host on 127.0.0.1, any free port; its invitation read
    from the JSON line it prints. Not announced on the network unless
    @announce (nothing of a test goes out on it otherwise)."""

    def __init__(self, cli, tmp, *args, announce=False, env=None):
        self.err = open(os.path.join(tmp, f'host-{time.monotonic_ns()}.err'), 'w+')
        self.proc = subprocess.Popen([cli, 'host', '--listen', '127.0.0.1', '--port', '0',
                                      '--json', *([] if announce else ['--no-announce']), *args],
                                     stdout=subprocess.PIPE, stderr=self.err, text=True, env=env)
        self.invitation = None
        for _ in range(100):
            self.err.seek(0)
            line = self.err.readline()
            if line.startswith('{'):
                self.invitation = json.loads(line)['invitation']
                break
            time.sleep(0.05)
        assert self.invitation, 'the host printed no invitation'
        self.port = self.invitation['port']
        self.code = self.invitation['code']
        self.where = f'127.0.0.1:{self.port}'

    def result(self, timeout=120):
        """The result it printed at the end, and its exit status"""
        try:
            out, _ = self.proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            return None, -1
        try:
            return json.loads(out), self.proc.returncode
        except ValueError:
            return None, self.proc.returncode

    def stderr(self):
        self.err.seek(0)
        return self.err.read()


def finish(proc, timeout=120):
    """The exit status, standard output and error of @proc"""
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        return -1, '', 'timed out'
    return proc.returncode, out, err
