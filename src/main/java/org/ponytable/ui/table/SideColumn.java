package org.ponytable.ui.table;

import javafx.geometry.Insets;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The side panel's column: a head that always shows (the turn card), a body that is as tall as
 * its content needs and scrolls when the window is shorter (prompt, choices, faceoff), and the log
 * below taking the rest, never less than {@link #LOG_MIN}. However much the body holds, the
 * column asks its parent for no more than fits: it never pushes the table out of the window.
 */
final class SideColumn extends Region {
  static final double LOG_MIN = 80;
  /** The least of the body that stays in sight, enough for the prompt's first lines. */
  static final double BODY_MIN = 90;
  private static final double GAP = 8;

  private final VBox body = new VBox(8);
  private final ScrollPane scroll = new ScrollPane(body);
  private Region head;
  private Region log;

  SideColumn() {
    scroll.setFitToWidth(true);
    scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
    scroll.getStyleClass().add("side-scroll");
    scroll.setId("side-scroll");
    scroll.setFocusTraversable(false);
    body.getStyleClass().add("side-body");
  }

  /** The parts to show; the body's children are replaced. */
  void set(Region head, java.util.List<? extends javafx.scene.Node> bodyParts, Region log) {
    // Only what changed moves: taking the log out and in again would restyle all of it.
    if (!body.getChildren().equals(bodyParts)) {
      body.getChildren().setAll(bodyParts);
    }
    if (this.head != head || this.log != log || getChildren().isEmpty()) {
      this.head = head;
      this.log = log;
      getChildren().setAll(head, scroll, log);
    }
    scroll.setVvalue(0);
  }

  /** For a message with no game: nothing but that. */
  void clear() {
    head = null;
    log = null;
    body.getChildren().clear();
    getChildren().clear();
  }

  VBox body() {
    return body;
  }

  ScrollPane scroll() {
    return scroll;
  }

  @Override
  protected void layoutChildren() {
    if (head == null) {
      return;
    }
    Insets in = getInsets();
    double x = in.getLeft();
    double w = getWidth() - in.getLeft() - in.getRight();
    double y = in.getTop();
    double room = getHeight() - in.getTop() - in.getBottom();
    double headH = head.prefHeight(w);
    head.resizeRelocate(x, y, w, headH);
    y += headH + GAP;
    room -= headH + 2 * GAP;
    double bodyH = Math.min(bodyNeeds(w), Math.max(BODY_MIN, room - LOG_MIN));
    scroll.resizeRelocate(x, y, w, bodyH);
    y += bodyH + GAP;
    log.resizeRelocate(x, y, w, Math.max(0, room - bodyH));
  }

  /** The body's height at this width with no scrolling, its frame included. */
  private double bodyNeeds(double w) {
    // A control's insets hold its border and its padding.
    Insets si = scroll.getInsets();
    return body.prefHeight(w - si.getLeft() - si.getRight()) + si.getTop() + si.getBottom();
  }

  @Override
  protected double computeMinHeight(double width) {
    Insets in = getInsets();
    double headH = head == null ? 0 : head.minHeight(width);
    return in.getTop() + in.getBottom() + headH + BODY_MIN + LOG_MIN + 2 * GAP;
  }

  @Override
  protected double computePrefHeight(double width) {
    return computeMinHeight(width);
  }
}
