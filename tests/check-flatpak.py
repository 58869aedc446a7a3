#!/usr/bin/env python3
# check-flatpak.py: the Flatpak manifest (build-aux/flatpak/APP_ID.json)
# stays buildable in principle and true to the app, without the network.
#
#   check-flatpak.py SOURCE_ROOT [MANIFEST]
#
# The GNOME runtime cannot be downloaded here, so nothing is built. What is
# checked: the manifest is JSON with the fields flatpak-builder needs; every
# source of every module is pinned (a URL with a SHA-256) or a local path
# that exists; every library the Meson files ask for is in the runtime or
# built by a module; the app id and the command match meson.build, the
# desktop file and the metainfo, whose newest release is meson.build's
# version (what a store shows as the Flatpak's version); the sandbox lets
# the app do what it does (network play, a window, Avahi's discovery,
# copies in the documents folder) and no more; and, where flatpak-builder
# is installed, that it reads the manifest without a warning
# (`--show-manifest`).
#
# Copyright 2026 The Casefile developers
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

root = os.path.realpath(sys.argv[1])
meson_build = open(os.path.join(root, 'meson.build'), encoding='utf-8').read()
app_id = re.search(r"^app_id = '([^']+)'", meson_build, re.M).group(1)
manifest_path = (sys.argv[2] if len(sys.argv) > 2
                 else os.path.join(root, 'build-aux', 'flatpak', app_id + '.json'))
manifest_dir = os.path.dirname(os.path.realpath(manifest_path))

# What the GNOME runtime provides, by pkg-config or library name: checked
# against gnome-build-meta 43.0 (GTK 4.8.1, libadwaita 1.2.0, GLib 2.74.0,
# json-glib 1.6.6, libsoup 3.2.0) on freedesktop-sdk 22.08 (GnuTLS 3.7.7).
# Neither has Avahi's client libraries nor CaDiCaL.
IN_RUNTIME = {
    'glib-2.0', 'gio-2.0', 'gio-unix-2.0', 'gobject-2.0', 'json-glib-1.0',
    'gtk4', 'libadwaita-1', 'libsoup-3.0', 'gnutls', 'm', 'stdc++',
}
# What each module of the manifest provides
FROM_MODULE = {
    'avahi-client': 'avahi',
    'avahi-glib': 'avahi',
    'cadical': 'cadical',
}

results = []


def check(ok, what, why=''):
    results.append((ok, what if ok or not why else f'{what}: {why}'))
    return ok


def done():
    print(f'1..{len(results)}')
    for n, (ok, what) in enumerate(results, 1):
        print(f'{"ok" if ok else "not ok"} {n} - {what}')
    sys.exit(0 if all(ok for ok, _ in results) else 1)


# 1. JSON, with the fields flatpak-builder needs
try:
    with open(manifest_path, encoding='utf-8') as f:
        manifest = json.load(f)
except (OSError, ValueError) as e:
    check(False, 'the manifest is JSON', str(e))
    done()
check(isinstance(manifest, dict), 'the manifest is a JSON object')

required = {'id': str, 'runtime': str, 'runtime-version': str, 'sdk': str, 'command': str,
            'finish-args': list, 'modules': list}
wrong = [f'{key} ({kind.__name__})' for key, kind in required.items()
         if not isinstance(manifest.get(key), kind) or not manifest.get(key)]
check(not wrong, 'the manifest has id, runtime, runtime-version, sdk, command, finish-args '
      'and modules', 'missing or of the wrong type: ' + ', '.join(wrong))
if wrong:
    done()

# GTK 4.8 and libadwaita 1.2 (meson.build) came with GNOME 43
version = manifest['runtime-version']
check(manifest['runtime'] == 'org.gnome.Platform' and manifest['sdk'] == 'org.gnome.Sdk'
      and re.fullmatch(r'\d+', version) is not None and int(version) >= 43,
      'the runtime is org.gnome.Platform 43 or later, built with org.gnome.Sdk',
      f'{manifest["runtime"]} {version}, sdk {manifest["sdk"]}')

# 2. Every source is pinned or local
modules = manifest['modules']
unpinned = []
names = []
for m, module in enumerate(modules):
    if not isinstance(module, dict) or not module.get('name') or not module.get('sources'):
        unpinned.append(f'modules[{m}]: no name or no sources')
        continue
    names.append(module['name'])
    for s, source in enumerate(module['sources']):
        where = f'{module["name"]}.sources[{s}]'
        if not isinstance(source, dict):
            unpinned.append(f'{where}: not an object')
        elif 'url' in source:
            if not re.fullmatch(r'https://\S+', source['url']):
                unpinned.append(f'{where}: the URL is not https')
            if not re.fullmatch(r'[0-9a-f]{64}', str(source.get('sha256', ''))):
                unpinned.append(f'{where}: no sha256 of 64 hex digits')
        elif 'path' in source:
            if not os.path.exists(os.path.join(manifest_dir, source['path'])):
                unpinned.append(f'{where}: {source["path"]} does not exist')
        else:
            unpinned.append(f'{where}: neither a URL with a sha256 nor a local path')
check(not unpinned, f'every source of the {len(modules)} modules is a URL with a sha256 or a '
      'local path that exists', '; '.join(unpinned))

# 3. The app is the last module, built by Meson from this tree
app = modules[-1] if isinstance(modules[-1], dict) else {}
sources = app.get('sources') or [{}]
tree = os.path.realpath(os.path.join(manifest_dir, str(sources[0].get('path', ''))))
check(app.get('name') == 'casefile' and app.get('buildsystem') == 'meson'
      and len(sources) == 1 and sources[0].get('type') == 'dir' and tree == root,
      'the last module builds casefile with Meson from this source tree',
      f'name {app.get("name")}, buildsystem {app.get("buildsystem")}, sources {sources}')
check('-Dtests=false' in (app.get('config-opts') or []),
      'casefile is configured with -Dtests=false (the tests need Xvfb, XTest and more)')

# 4. Every library the build asks for is in the runtime or built by a module
wanted = set()
with_headers = set()
for folder, _, files in os.walk(root):
    rel = os.path.relpath(folder, root)
    if rel.split(os.sep)[0] in ('tests', '_build', '_asan', '_fuzz', '_flatpak', '.flatpak-builder', '.git'):
        continue
    if 'meson.build' in files:
        text = open(os.path.join(folder, 'meson.build'), encoding='utf-8').read()
        wanted |= set(re.findall(r"\bdependency\('([^']+)'", text))
        wanted |= set(re.findall(r"\bfind_library\('([^']+)'", text))
        with_headers |= set(re.findall(r"\bfind_library\('([^']+)'[^)]*has_headers", text))
lacking = sorted(d for d in wanted if d not in IN_RUNTIME and FROM_MODULE.get(d) not in names)
check(not lacking, f'each of the {len(wanted)} libraries the build asks for is in the runtime '
      'or built by a module', 'nothing provides ' + ', '.join(lacking))
# flatpak-builder puts /app/lib on the linker's path (the SDK's LDFLAGS) but
# /app/include on no compiler's: a header found without pkg-config needs it
headers_from_modules = sorted(d for d in with_headers if d in FROM_MODULE)
if headers_from_modules:
    cflags = str((app.get('build-options') or {}).get('cflags', '')).split()
    check('-I/app/include' in cflags,
          'the app is compiled with -I/app/include, where the headers of '
          + ', '.join(headers_from_modules) + ' are (found without pkg-config)',
          'no -I/app/include in the casefile module\'s build-options cflags')

# 5. One app id and one command everywhere
data = os.path.join(root, 'data')
desktop_in = os.path.join(data, app_id + '.desktop.in')
metainfo_in = os.path.join(data, app_id + '.metainfo.xml.in')
check(manifest['id'] == app_id, f'the manifest\'s id is meson.build\'s app_id ({app_id})',
      manifest['id'])
check(os.path.exists(desktop_in) and os.path.exists(metainfo_in),
      'the desktop file and the metainfo are named by the app id',
      f'data/{app_id}.desktop.in or data/{app_id}.metainfo.xml.in is missing')
if os.path.exists(metainfo_in):
    component = ET.parse(metainfo_in).getroot()
    launchable = component.find('launchable')
    check(component.findtext('id') == app_id
          and launchable is not None and launchable.text == app_id + '.desktop',
          'the metainfo\'s id and launchable are the app id',
          f'id {component.findtext("id")}, launchable '
          f'{launchable.text if launchable is not None else None}')
    # The store shows the newest release as the app's version
    releases = component.findall('releases/release')
    project_version = re.search(r"^  version: '([^']+)'", meson_build, re.M).group(1)
    newest = releases[0] if releases else None
    check(newest is not None and newest.get('version') == project_version
          and all(r.get('date', '') <= newest.get('date', '') for r in releases),
          f'the metainfo\'s newest release is meson.build\'s version ({project_version})',
          f'the first release listed is {newest.get("version") if newest is not None else None}; '
          'it must be the newest, of this version')
if os.path.exists(desktop_in):
    desktop = open(desktop_in, encoding='utf-8').read()
    exec_line = re.search(r'^Exec=(\S+)', desktop, re.M)
    icon_line = re.search(r'^Icon=(\S+)', desktop, re.M)
    check(exec_line is not None and exec_line.group(1) == manifest['command'],
          f'the command ({manifest["command"]}) is what the desktop file runs',
          f'Exec={exec_line.group(1) if exec_line else None}')
    check(icon_line is not None and icon_line.group(1) == app_id,
          'the desktop file\'s icon is the app id (flatpak exports only icons named so)',
          f'Icon={icon_line.group(1) if icon_line else None}')

# 6. The sandbox: what the app does, and no more
args = manifest['finish-args']
sources_text = ''
for folder in ('src/core', 'src/net', 'src/gui', 'src/cli'):
    for name in sorted(os.listdir(os.path.join(root, folder))):
        if name.endswith('.c'):
            sources_text += open(os.path.join(root, folder, name), encoding='utf-8').read()
check('--share=network' in args, 'the sandbox has the network (games across computers)',
      'no --share=network')
display = ('--socket=wayland' in args
           and ('--socket=fallback-x11' in args or '--socket=x11' in args)
           and '--share=ipc' in args)
check(display, 'the sandbox has a display: Wayland, X11 as a fallback, and IPC for X11',
      'want --socket=wayland, --socket=fallback-x11 and --share=ipc')
check('--device=dri' in args, 'the sandbox has the GPU (GTK 4 renders with OpenGL)',
      'no --device=dri')
if 'avahi_client_new' in sources_text:
    check('--system-talk-name=org.freedesktop.Avahi' in args,
          'the sandbox may talk to the Avahi daemon (games found on the local network)',
          'no --system-talk-name=org.freedesktop.Avahi')
if 'G_USER_DIRECTORY_DOCUMENTS' in sources_text:
    check(any(re.fullmatch(r'--filesystem=xdg-documents(:create)?', a) for a in args),
          'the sandbox may write in the documents folder (where notebooks are kept as copies)',
          'no --filesystem=xdg-documents: the copies would stay inside the sandbox, out of sight')
broad = [a for a in args if re.fullmatch(r'--filesystem=(host|home|/)(:.*)?', a)
         or a in ('--socket=session-bus', '--socket=system-bus', '--device=all')]
check(not broad, 'the sandbox has no broad access (host or home files, whole buses, all devices)',
      ', '.join(broad))

# 7. flatpak-builder itself reads it: it exits 0 even on an unknown property
# or source type, and only warns, so a warning is a failure here.
builder = shutil.which('flatpak-builder')
if builder is None:
    results.append((True, 'flatpak-builder --show-manifest # SKIP flatpak-builder is not installed'))
else:
    # It makes its state folder (.flatpak-builder) where it runs: not in the tree
    with tempfile.TemporaryDirectory(prefix='casefile-flatpak-') as scratch:
        run = subprocess.run([builder, '--show-manifest', os.path.realpath(manifest_path)],
                             capture_output=True, text=True, cwd=scratch)
    shown = None
    try:
        shown = json.loads(run.stdout)
    except ValueError:
        pass
    problem = (run.stderr.strip().splitlines() or [''])[0]
    check(run.returncode == 0 and not run.stderr.strip() and isinstance(shown, dict)
          and shown.get('id', shown.get('app-id')) == app_id
          and len(shown.get('modules', [])) == len(modules),
          'flatpak-builder --show-manifest reads it without a warning',
          f'exit {run.returncode}: {problem}')

done()
