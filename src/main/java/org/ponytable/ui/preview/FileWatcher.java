package org.ponytable.ui.preview;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.stream.Stream;

/**
 * Calls back when a watched file or anything under a watched folder changes. Editors save in
 * bursts (temp file, rename, touch), so events are gathered for a moment and reported once.
 */
public final class FileWatcher implements Closeable {
  private static final long SETTLE_MS = 150;

  private final WatchService service;
  private final Path target;
  private final Runnable onChange;
  private final Thread thread;

  public FileWatcher(Path target, Runnable onChange) throws IOException {
    this.target = target.toAbsolutePath().normalize();
    this.onChange = onChange;
    this.service = FileSystems.getDefault().newWatchService();
    if (Files.isDirectory(this.target)) {
      try (Stream<Path> dirs = Files.walk(this.target)) {
        for (Path d : (Iterable<Path>) dirs.filter(Files::isDirectory)::iterator) {
          register(d);
        }
      }
    } else {
      register(this.target.getParent());
    }
    thread = new Thread(this::run, "card-preview-watcher");
    thread.setDaemon(true);
    thread.start();
  }

  private void register(Path dir) throws IOException {
    dir.register(service, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_MODIFY,
        StandardWatchEventKinds.ENTRY_DELETE);
  }

  private void run() {
    try {
      while (true) {
        WatchKey key = service.take();
        boolean relevant = handle(key);
        Thread.sleep(SETTLE_MS);
        WatchKey more;
        while ((more = service.poll()) != null) {
          relevant |= handle(more);
        }
        if (relevant) {
          onChange.run();
        }
      }
    } catch (InterruptedException | ClosedWatchServiceException e) {
      // closed: the preview window went away
    }
  }

  private boolean handle(WatchKey key) {
    boolean relevant = false;
    Path dir = (Path) key.watchable();
    for (WatchEvent<?> e : key.pollEvents()) {
      if (e.kind() == StandardWatchEventKinds.OVERFLOW) {
        relevant = true;
        continue;
      }
      Path changed = dir.resolve((Path) e.context());
      if (Files.isDirectory(target)) {
        relevant = true;
        if (e.kind() == StandardWatchEventKinds.ENTRY_CREATE && Files.isDirectory(changed)) {
          try {
            register(changed);
          } catch (IOException ignored) {
            // a folder that vanished again at once
          }
        }
      } else if (changed.equals(target)) {
        relevant = true;
      }
    }
    key.reset();
    return relevant;
  }

  @Override
  public void close() throws IOException {
    service.close();
    thread.interrupt();
  }
}
