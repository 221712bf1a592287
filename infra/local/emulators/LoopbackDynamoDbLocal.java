// DynamoDB Local has no bind-address option and listens on every interface.
// This launcher builds the same server as DynamoDBLocal.jar's main and binds its
// Jetty connector to 127.0.0.1 before starting it. Run with Java's single-file launcher.
// It also exits when its standard input closes, so it never outlives the stack that started it.
import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

public class LoopbackDynamoDbLocal {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    for (Connector connector : server.getConnectors()) {
      ((ServerConnector) connector).setHost("127.0.0.1");
    }
    proxy.start();
    System.out.println("DynamoDB Local listening on 127.0.0.1");
    Thread watchdog = new Thread(() -> {
      try {
        while (System.in.read() != -1) { }
      } catch (java.io.IOException ignored) { }
      System.exit(0);
    });
    watchdog.setDaemon(true);
    watchdog.start();
    proxy.join();
  }
}
